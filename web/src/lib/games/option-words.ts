import type { GameId } from '../../../../shared/rules/manifests.js';
import type { OptionSpec } from '../../../../shared/rules/core/options.js';
import { m } from '../paraglide/messages.js';
import type { Locale } from '../paraglide/runtime.js';

/** A message of the app: the current language, or the one asked for. */
export type Words = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** What the home page says about one rule option: its label, one line on what it does, its values. */
export interface OptionWords {
  label: Words;
  help: Words;
  /** A readable name for every value of a choice (by `String(value)`); none for numbers. */
  values?: Record<string, Words>;
}

/** A titled group of a game's options, in the order the home page shows them. */
export interface OptionGroup {
  title: Words;
  keys: string[];
}

const TARGET: OptionWords = { label: m.opt_target, help: m.opt_target_help };

/** The words of every rule option of every game, by game id and option key. */
export const OPTION_WORDS: Record<GameId, Record<string, OptionWords>> = {
  baloot: {
    firstLead: {
      label: m.opt_bal_first_lead,
      help: m.opt_bal_first_lead_help,
      values: { declarer: m.opt_bal_first_lead_declarer, dealerRight: m.opt_bal_first_lead_dealer_right },
    },
    trumpObligation: {
      label: m.opt_bal_trump_obligation,
      help: m.opt_bal_trump_obligation_help,
      values: { none: m.opt_bal_trump_obligation_none, saudi: m.opt_bal_trump_obligation_saudi },
    },
    sunRaises: {
      label: m.opt_bal_sun_raises,
      help: m.opt_bal_sun_raises_help,
      values: { fullChain: m.opt_bal_sun_raises_full_chain, doubleOnly: m.opt_bal_sun_raises_double_only },
    },
    lock: {
      label: m.opt_bal_lock,
      help: m.opt_bal_lock_help,
      values: { auto: m.opt_bal_lock_auto, doublerChooses: m.opt_bal_lock_doubler_chooses },
    },
    doubledScoring: {
      label: m.opt_bal_doubled_scoring,
      help: m.opt_bal_doubled_scoring_help,
      values: { multiplyEach: m.opt_bal_doubled_scoring_multiply_each, winnerTakesAll: m.opt_bal_doubled_scoring_winner_takes_all },
    },
    kaboot: {
      label: m.opt_bal_kaboot,
      help: m.opt_bal_kaboot_help,
      values: { seed: m.opt_bal_kaboot_seed, standard: m.opt_bal_kaboot_standard },
    },
    hokumSum16: {
      label: m.opt_bal_hokum_sum16,
      help: m.opt_bal_hokum_sum16_help,
      values: { false: m.opt_bal_hokum_sum16_false, true: m.opt_bal_hokum_sum16_true },
    },
    tie: {
      label: m.opt_bal_tie,
      help: m.opt_bal_tie_help,
      values: { fail: m.opt_bal_tie_fail, compareAbnat: m.opt_bal_tie_compare_abnat, declarerWins: m.opt_bal_tie_declarer_wins },
    },
    balootImmune: {
      label: m.opt_bal_baloot_immune,
      help: m.opt_bal_baloot_immune_help,
      values: { false: m.opt_bal_baloot_immune_false, true: m.opt_bal_baloot_immune_true },
    },
    ashkalOnAce: {
      label: m.opt_bal_ashkal_on_ace,
      help: m.opt_bal_ashkal_on_ace_help,
      values: { true: m.opt_bal_ashkal_on_ace_true, false: m.opt_bal_ashkal_on_ace_false },
    },
    target: TARGET,
  },
  'fifty-six': {
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
  },
  'all-fours': {
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
};

/** Each game's options in groups: teams and cards, bidding, play, scoring, winning. */
export const OPTION_GROUPS: Record<GameId, OptionGroup[]> = {
  baloot: [
    { title: m.opt_group_bidding, keys: ['ashkalOnAce', 'sunRaises', 'lock'] },
    { title: m.opt_group_play, keys: ['firstLead', 'trumpObligation'] },
    { title: m.opt_group_scoring, keys: ['doubledScoring', 'kaboot', 'hokumSum16', 'tie', 'balootImmune'] },
    { title: m.opt_group_winning, keys: ['target'] },
  ],
  'fifty-six': [
    { title: m.opt_group_teams, keys: ['teams', 'shortPack4'] },
    { title: m.opt_group_bidding, keys: ['passIsFinal', 'doubling'] },
    { title: m.opt_group_play, keys: ['noTrumpLeadUntilBroken'] },
    { title: m.opt_group_winning, keys: ['tables'] },
  ],
  'all-fours': [
    { title: m.opt_group_play, keys: ['noUndertrump', 'exposedCards'] },
    { title: m.opt_group_scoring, keys: ['kicks', 'gamePoints', 'hangJack', 'gameTie'] },
    { title: m.opt_group_winning, keys: ['target'] },
  ],
};

/** A game's option specs in their groups; an option missing from the groups comes last on its own. */
export function groupedOptions(game: GameId, specs: readonly OptionSpec[]): { title: string; specs: OptionSpec[] }[] {
  const groups = OPTION_GROUPS[game] ?? [];
  const placed = new Set(groups.flatMap((g) => g.keys));
  const result = groups
    .map((group) => ({ title: group.title(), specs: group.keys.flatMap((key) => specs.filter((s) => s.key === key)) }))
    .filter((group) => group.specs.length > 0);
  const rest = specs.filter((s) => !placed.has(s.key));
  if (rest.length > 0) result.push({ title: '', specs: rest });
  return result;
}

/** An option's label in the current language (its key if it has no words). */
export function optionLabel(game: GameId, key: string): string {
  return OPTION_WORDS[game]?.[key]?.label() ?? key;
}

/** An option's one-line explanation in the current language, or ''. */
export function optionHelp(game: GameId, key: string): string {
  return OPTION_WORDS[game]?.[key]?.help() ?? '';
}

/** The readable name of an option's value (numbers as they are). */
export function valueLabel(game: GameId, key: string, value: string | number | boolean): string {
  return OPTION_WORDS[game]?.[key]?.values?.[String(value)]?.() ?? String(value);
}
