import { m } from '../../paraglide/messages.js';
import type { GameOptionWords, Words } from '../option-kinds.js';

// [TE-7.3] a Thani's value, a whole number from 1 to 12 (one message for all: "Worth 4"), or off;
// the message is held, like every option word, and called only where the option words are read (once the
// pages' messages are in)
const worth = m.opt_te_thani_worth;
const THANI_VALUES: Record<string, Words> = { off: m.opt_te_thani_off };
for (let n = 1; n <= 12; n++) THANI_VALUES[n] = (_inputs, options) => worth({ n }, options);

/** Twenty-Eight's rule options in words (labels, explanations, values) and in groups: the home and rules pages' messages only. */
export const OPTION_WORDS: GameOptionWords<'twenty-eight'> = {
  game: 'twenty-eight',
  words: {
    pointlessRedeal: {
      label: m.opt_te_pointless_redeal,
      help: m.opt_te_pointless_redeal_help,
      values: { opener: m.opt_te_pointless_redeal_opener, anyPlayer: m.opt_te_pointless_redeal_any_player, off: m.opt_te_pointless_redeal_off },
    },
    partnerOvercall: {
      label: m.opt_te_partner_overcall,
      help: m.opt_te_partner_overcall_help,
      values: { 20: m.opt_te_partner_overcall_20, free: m.opt_te_partner_overcall_free },
    },
    thani: { label: m.opt_te_thani, help: m.opt_te_thani_help, values: THANI_VALUES },
    scoring: { label: m.opt_te_scoring, help: m.opt_te_scoring_help, values: { graded: m.opt_te_scoring_graded, flat: m.opt_te_scoring_flat } },
    target: { label: m.opt_te_target, help: m.opt_te_target_help },
    doubling: { label: m.opt_te_doubling, help: m.opt_te_doubling_help, values: { false: m.opt_te_doubling_false, true: m.opt_te_doubling_true } },
    cot: { label: m.opt_te_cot, help: m.opt_te_cot_help, values: { false: m.opt_te_cot_false, true: m.opt_te_cot_true } },
    halfCall: { label: m.opt_te_half_call, help: m.opt_te_half_call_help, values: { false: m.opt_te_half_call_false, true: m.opt_te_half_call_true } },
    noUndertrump: {
      label: m.opt_te_no_undertrump,
      help: m.opt_te_no_undertrump_help,
      values: { false: m.opt_te_no_undertrump_false, true: m.opt_te_no_undertrump_true },
    },
  },
  groups: [
    { title: m.opt_group_bidding, keys: ['pointlessRedeal', 'partnerOvercall', 'thani', 'doubling'] },
    { title: m.opt_group_play, keys: ['noUndertrump'] },
    { title: m.opt_group_scoring, keys: ['scoring', 'cot', 'halfCall'] },
    { title: m.opt_group_winning, keys: ['target'] },
  ],
  presets: {},
  presetHelp: {},
};
