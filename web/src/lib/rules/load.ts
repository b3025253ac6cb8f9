import type { Locale } from '../paraglide/runtime.js';
import type { RulesText } from './shape.js';

// one module of rules per language, downloaded only by the rules page or sheet (never the table page's
// up-front JavaScript); every language of the app has one (typechecked)
const TEXTS: Record<Locale, () => Promise<{ default: RulesText }>> = {
  en: () => import('./text/en.js'),
  ar: () => import('./text/ar.js'),
  ta: () => import('./text/ta.js'),
  bn: () => import('./text/bn.js'),
  tl: () => import('./text/tl.js'),
  ml: () => import('./text/ml.js'),
};

/** The rules of every game in `locale`. */
export async function loadRules(locale: Locale): Promise<RulesText> {
  return (await TEXTS[locale]()).default;
}
