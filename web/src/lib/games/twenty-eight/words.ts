import { m } from '../../paraglide/messages.js';
import type { GameWords } from '../game-words.js';

/** Twenty-Eight's name and blurb in the current language: loaded with every page. */
export const WORDS: GameWords<'twenty-eight'> = { game: 'twenty-eight', name: m.game_twenty_eight, blurb: m.blurb_twenty_eight, claim: null };
