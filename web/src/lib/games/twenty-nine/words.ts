import { m } from '../../paraglide/messages.js';
import type { GameWords } from '../game-words.js';

/** Twenty-Nine's name and blurb in the current language: loaded with every page. */
export const WORDS: GameWords<'twenty-nine'> = { game: 'twenty-nine', name: m.game_twenty_nine, blurb: m.blurb_twenty_nine, claim: null };
