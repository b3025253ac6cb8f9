import { isGameId } from '$shared/rules/manifests.js';
import { getLocale } from '$lib/i18n/locales.js';
import { loadRules } from '$lib/rules/load.js';
import type { PageLoad } from './$types';

// the rules are drawn from the first byte: their texts are loaded before the page, in its language
export const load: PageLoad = async ({ parent, params }) => {
  await parent();
  const locale = getLocale();
  // an address of no game: the page says so (+page.svelte)
  if (!isGameId(params.game)) return { rules: null };
  return { rules: { game: params.game, locale, page: await loadRules(params.game, locale) } };
};
