import { m } from '../../paraglide/messages.js';
import type { GameOptionWords, Words } from '../option-kinds.js';

// [TN-6.2] a single hand's value, a whole number from 1 to 12 (one message for all: "Worth 3"), or off;
// the message is held, like every option word, and called only where the option words are read (once the
// pages' messages are in)
const worth = m.opt_tn_single_hand_worth;
const SINGLE_HAND_VALUES: Record<string, Words> = { off: m.opt_tn_single_hand_off };
for (let n = 1; n <= 12; n++) SINGLE_HAND_VALUES[n] = (_inputs, options) => worth({ n }, options);

/** Twenty-Nine's rule options in words (labels, explanations, values) and in groups: the home and rules pages' messages only. */
export const OPTION_WORDS: GameOptionWords<'twenty-nine'> = {
  game: 'twenty-nine',
  words: {
    direction: {
      label: m.opt_tn_direction,
      help: m.opt_tn_direction_help,
      values: { counterclockwise: m.opt_tn_direction_counterclockwise, clockwise: m.opt_tn_direction_clockwise },
    },
    lastTrick: { label: m.opt_tn_last_trick, help: m.opt_tn_last_trick_help, values: { 1: m.opt_tn_last_trick_1, 0: m.opt_tn_last_trick_0 } },
    annul: { label: m.opt_tn_annul, help: m.opt_tn_annul_help, values: { standard: m.opt_tn_annul_standard, off: m.opt_tn_annul_off } },
    minBid: { label: m.opt_tn_min_bid, help: m.opt_tn_min_bid_help, values: { 16: m.opt_tn_min_bid_16, 15: m.opt_tn_min_bid_15, 17: m.opt_tn_min_bid_17 } },
    bidding: { label: m.opt_tn_bidding, help: m.opt_tn_bidding_help, values: { open: m.opt_tn_bidding_open, hold: m.opt_tn_bidding_hold } },
    indicator: {
      label: m.opt_tn_indicator,
      help: m.opt_tn_indicator_help,
      values: { spare: m.opt_tn_indicator_spare, handCard: m.opt_tn_indicator_hand_card },
    },
    seventhCard: {
      label: m.opt_tn_seventh_card,
      help: m.opt_tn_seventh_card_help,
      values: { true: m.opt_tn_seventh_card_true, false: m.opt_tn_seventh_card_false },
    },
    noTrump: { label: m.opt_tn_no_trump, help: m.opt_tn_no_trump_help, values: { false: m.opt_tn_no_trump_false, true: m.opt_tn_no_trump_true } },
    noTrumpReversed: {
      label: m.opt_tn_no_trump_reversed,
      help: m.opt_tn_no_trump_reversed_help,
      values: { false: m.opt_tn_no_trump_reversed_false, true: m.opt_tn_no_trump_reversed_true },
    },
    askerMustTrump: {
      label: m.opt_tn_asker_must_trump,
      help: m.opt_tn_asker_must_trump_help,
      values: { true: m.opt_tn_asker_must_trump_true, false: m.opt_tn_asker_must_trump_false },
    },
    singleHand: { label: m.opt_tn_single_hand, help: m.opt_tn_single_hand_help, values: SINGLE_HAND_VALUES },
    doubling: { label: m.opt_tn_doubling, help: m.opt_tn_doubling_help, values: { true: m.opt_tn_doubling_true, false: m.opt_tn_doubling_false } },
    fullSet: { label: m.opt_tn_full_set, help: m.opt_tn_full_set_help, values: { false: m.opt_tn_full_set_false, true: m.opt_tn_full_set_true } },
    allTricks: {
      label: m.opt_tn_all_tricks,
      help: m.opt_tn_all_tricks_help,
      values: { false: m.opt_tn_all_tricks_false, true: m.opt_tn_all_tricks_true },
    },
    target: { label: m.opt_tn_target, help: m.opt_tn_target_help },
  },
  groups: [
    { title: m.opt_group_teams, keys: ['direction', 'lastTrick', 'annul'] },
    { title: m.opt_group_bidding, keys: ['minBid', 'bidding', 'singleHand', 'doubling', 'fullSet'] },
    { title: m.opt_group_play, keys: ['indicator', 'seventhCard', 'noTrump', 'noTrumpReversed', 'askerMustTrump'] },
    { title: m.opt_group_scoring, keys: ['allTricks'] },
    { title: m.opt_group_winning, keys: ['target'] },
  ],
  presets: { pagat: m.preset_pagat, bangladesh: m.preset_bangladesh },
  presetHelp: { pagat: m.preset_pagat_help, bangladesh: m.preset_bangladesh_help },
};
