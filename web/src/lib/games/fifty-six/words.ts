import { m } from '../../paraglide/messages.js';
import type { GameWords } from '../game-words.js';

/** Fifty-Six's name and blurb in the current language: loaded with every page. */
export const WORDS: GameWords<'fifty-six'> = { game: 'fifty-six', name: m.game_fifty_six, blurb: m.blurb_fifty_six, claim: null };
