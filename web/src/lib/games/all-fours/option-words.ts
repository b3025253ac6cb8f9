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
    followSuit: {
      label: m.opt_af_follow_suit,
      help: m.opt_af_follow_suit_help,
      values: { enforced: m.opt_af_follow_suit_enforced, trumpOnly: m.opt_af_follow_suit_trump_only, open: m.opt_af_follow_suit_open },
    },
    renege: {
      label: m.opt_af_renege,
      help: m.opt_af_renege_help,
      values: { free: m.opt_af_renege_free, one: m.opt_af_renege_one, trumpBullseye: m.opt_af_renege_trump_bullseye, bullseye: m.opt_af_renege_bullseye },
    },
    giveOneNeedsTrump: {
      label: m.opt_af_give_one_needs_trump,
      help: m.opt_af_give_one_needs_trump_help,
      values: { false: m.opt_af_give_one_needs_trump_false, true: m.opt_af_give_one_needs_trump_true },
    },
    matchGames: { label: m.opt_af_match_games, help: m.opt_af_match_games_help, values: { 1: m.opt_af_match_games_1, 3: m.opt_af_match_games_3 } },
  },
  groups: [
    { title: m.opt_group_play, keys: ['followSuit', 'renege', 'noUndertrump', 'exposedCards', 'giveOneNeedsTrump'] },
    { title: m.opt_group_scoring, keys: ['kicks', 'gamePoints', 'hangJack', 'gameTie'] },
    { title: m.opt_group_winning, keys: ['target', 'matchGames'] },
  ],
  presets: { tobago: m.preset_tobago, tournament: m.preset_tournament, league: m.preset_league },
  presetHelp: { tobago: m.preset_tobago_help, tournament: m.preset_tournament_help, league: m.preset_league_help },
};
