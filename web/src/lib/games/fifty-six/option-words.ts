import { m } from '../../paraglide/messages.js';
import type { GameOptionWords } from '../option-kinds.js';

/** Fifty-Six's rule options in words (labels, explanations, values) and in groups: the home and rules pages' messages only. */
export const OPTION_WORDS: GameOptionWords<'fifty-six'> = {
  game: 'fifty-six',
  words: {
    teams: { label: m.opt_fs_teams, help: m.opt_fs_teams_help, values: { pairs: m.opt_fs_teams_pairs, two: m.opt_fs_teams_two } },
    doubling: {
      label: m.opt_fs_doubling,
      help: m.opt_fs_doubling_help,
      values: { multiply: m.opt_fs_doubling_multiply, addTables: m.opt_fs_doubling_add_tables },
    },
    passIsFinal: {
      label: m.opt_fs_pass_is_final,
      help: m.opt_fs_pass_is_final_help,
      values: { false: m.opt_fs_pass_is_final_false, true: m.opt_fs_pass_is_final_true },
    },
    noTrumpLeadUntilBroken: {
      label: m.opt_fs_no_trump_lead,
      help: m.opt_fs_no_trump_lead_help,
      values: { false: m.opt_fs_no_trump_lead_false, true: m.opt_fs_no_trump_lead_true },
    },
    tables: { label: m.opt_fs_tables, help: m.opt_fs_tables_help },
    shortPack4: {
      label: m.opt_fs_short_pack4,
      help: m.opt_fs_short_pack4_help,
      values: { false: m.opt_fs_short_pack4_false, true: m.opt_fs_short_pack4_true },
    },
    match: { label: m.opt_fs_match, help: m.opt_fs_match_help, values: { tables: m.opt_fs_match_tables, fixedGames: m.opt_fs_match_fixed_games } },
    games: { label: m.opt_fs_games, help: m.opt_fs_games_help },
    dealPackets: {
      label: m.opt_fs_deal_packets,
      help: m.opt_fs_deal_packets_help,
      values: { single: m.opt_fs_deal_packets_single, four: m.opt_fs_deal_packets_four },
    },
  },
  groups: [
    { title: m.opt_group_teams, keys: ['teams', 'shortPack4', 'dealPackets'] },
    { title: m.opt_group_bidding, keys: ['passIsFinal', 'doubling'] },
    { title: m.opt_group_play, keys: ['noTrumpLeadUntilBroken'] },
    { title: m.opt_group_winning, keys: ['match', 'tables', 'games'] },
  ],
  presets: { kerala: m.preset_kerala, international: m.preset_international, club: m.preset_club },
  presetHelp: { kerala: m.preset_kerala_help, international: m.preset_international_help, club: m.preset_club_help },
};
