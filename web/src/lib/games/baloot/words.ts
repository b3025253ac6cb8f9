import { m } from '../../paraglide/messages.js';
import type { GameWords } from '../game-words.js';

/** Baloot's name and blurb in the current language, and the name its players give a claim (sawa): loaded with every page. */
export const WORDS: GameWords<'baloot'> = { game: 'baloot', name: m.game_baloot, blurb: m.blurb_baloot, claim: m.claim_term_baloot };
