import { m } from '../../paraglide/messages.js';
import type { GameOptionWords } from '../option-kinds.js';

/** Baloot's rule options in words (labels, explanations, values) and in groups: the home and rules pages' messages only. */
export const OPTION_WORDS: GameOptionWords<'baloot'> = {
  game: 'baloot',
  words: {
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
    qayd: { label: m.opt_bal_qayd, help: m.opt_bal_qayd_help, values: { false: m.opt_bal_qayd_false, true: m.opt_bal_qayd_true } },
    kawesh: { label: m.opt_bal_kawesh, help: m.opt_bal_kawesh_help, values: { false: m.opt_bal_kawesh_false, true: m.opt_bal_kawesh_true } },
    akka: { label: m.opt_bal_akka, help: m.opt_bal_akka_help, values: { false: m.opt_bal_akka_false, true: m.opt_bal_akka_true } },
    sunDoubleGate: {
      label: m.opt_bal_sun_double_gate,
      help: m.opt_bal_sun_double_gate_help,
      values: { seed: m.opt_bal_sun_double_gate_seed, reached100: m.opt_bal_sun_double_gate_reached100 },
    },
    target: { label: m.opt_target, help: m.opt_target_help },
  },
  groups: [
    { title: m.opt_group_bidding, keys: ['ashkalOnAce', 'kawesh', 'sunRaises', 'sunDoubleGate', 'lock'] },
    { title: m.opt_group_play, keys: ['firstLead', 'trumpObligation', 'qayd', 'akka'] },
    { title: m.opt_group_scoring, keys: ['doubledScoring', 'kaboot', 'hokumSum16', 'tie', 'balootImmune'] },
    { title: m.opt_group_winning, keys: ['target'] },
  ],
  presets: { saudi: m.preset_saudi, pro: m.preset_pro },
  presetHelp: { saudi: m.preset_saudi_help, pro: m.preset_pro_help },
};
