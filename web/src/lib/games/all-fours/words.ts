import { m } from '../../paraglide/messages.js';
import type { GameWords } from '../game-words.js';

/** All Fours's name and blurb in the current language: loaded with every page. */
export const WORDS: GameWords<'all-fours'> = { game: 'all-fours', name: m.game_all_fours, blurb: m.blurb_all_fours, claim: null };
