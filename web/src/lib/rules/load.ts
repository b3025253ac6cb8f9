import type { GameId } from '$shared/rules/manifests.js';
import type { Locale } from '../paraglide/runtime.js';
import type { GameRulesPage, RulesShape, RulesTextOf } from './shape.js';

// each game's rules page, found in its folder (web/src/lib/games/<id>/rules/: shape.ts and one module
// per language), downloaded only by the rules page or sheet of that game (never the table page's
// up-front JavaScript); test/web/rules-text.test.ts checks every game has every language
const SHAPES = import.meta.glob<RulesShape>('../games/*/rules/shape.ts', { import: 'SHAPE' });
const TEXTS = import.meta.glob<RulesTextOf<RulesShape>>('../games/*/rules/{en,ar,ta,bn,tl,ml}.ts', { import: 'default' });

/** The rules page of `game` in `locale`: its shape and its words. */
export async function loadRules(game: GameId, locale: Locale): Promise<GameRulesPage> {
  const shape = SHAPES[`../games/${game}/rules/shape.ts`];
  const text = TEXTS[`../games/${game}/rules/${locale}.ts`];
  if (!shape || !text) throw new Error(`no rules of ${game} in ${locale} (web/src/lib/games/${game}/rules/)`);
  const [loadedShape, loadedText] = await Promise.all([shape(), text()]);
  return { shape: loadedShape, text: loadedText };
}
