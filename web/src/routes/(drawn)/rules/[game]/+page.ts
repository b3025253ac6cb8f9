import { getLocale } from '$lib/i18n/locales.js';
import { loadRules } from '$lib/rules/load.js';
import type { PageLoad } from './$types';

// the rules are drawn from the first byte: their texts are loaded before the page, in its language
export const load: PageLoad = async ({ parent }) => {
  await parent();
  const locale = getLocale();
  return { rules: { locale, text: await loadRules(locale) } };
};
