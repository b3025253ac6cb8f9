import { m } from '../../paraglide/messages.js';
import type { GameOptionWords } from '../option-kinds.js';

/** All Fours's rule options in words (labels, explanations, values) and in groups: the home and rules pages' messages only. */
export const OPTION_WORDS: GameOptionWords<'all-fours'> = {
  game: 'all-fours',
  words: {
    target: { label: m.opt_target, help: m.opt_af_target_help },
    kicks: { label: m.opt_af_kicks, help: m.opt_af_kicks_help, values: { trinidad: m.opt_af_kicks_trinidad, tobago: m.opt_af_kicks_tobago } },
    gamePoints: { label: m.opt_af_game_points, help: m.opt_af_game_points_help, values: { 1: m.opt_af_game_points_1, 2: m.opt_af_game_points_2 } },
    hangJack: { label: m.opt_af_hang_jack, help: m.opt_af_hang_jack_help, values: { 3: m.opt_af_hang_jack_3, 1: m.opt_af_hang_jack_1 } },
    gameTie: {
      label: m.opt_af_game_tie,
      help: m.opt_af_game_tie_help,
      values: { nobody: m.opt_af_game_tie_nobody, nonDealer: m.opt_af_game_tie_non_dealer },
    },
    noUndertrump: {
      label: m.opt_af_no_undertrump,
      help: m.opt_af_no_undertrump_help,
      values: { false: m.opt_af_no_undertrump_false, true: m.opt_af_no_undertrump_true },
    },
    exposedCards: {
      label: m.opt_af_exposed_cards,
      help: m.opt_af_exposed_cards_help,
      values: { false: m.opt_af_exposed_cards_false, true: m.opt_af_exposed_cards_true },
    },
  },
  groups: [
    { title: m.opt_group_play, keys: ['noUndertrump', 'exposedCards'] },
    { title: m.opt_group_scoring, keys: ['kicks', 'gamePoints', 'hangJack', 'gameTie'] },
    { title: m.opt_group_winning, keys: ['target'] },
  ],
  presets: { tobago: m.preset_tobago, tournament: m.preset_tournament },
};
