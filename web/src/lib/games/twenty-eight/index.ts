import { m } from '../../paraglide/messages.js';
import type { GameUi } from '../types.js';
import { DECISIONS, describeTwentyEight } from './describe.js';
import { twentyEightModel } from './model.js';
import Panel from './Panel.svelte';
import Sheet from './Sheet.svelte';

/** Twenty-Eight's part of the table page. */
export const ui: GameUi<'twenty-eight'> = { game: 'twenty-eight', model: twentyEightModel, Panel, Sheet, Center: null, describe: describeTwentyEight,
  decisions: DECISIONS,
  // the cards everyone knows a seat holds: the exposed trump card, a declared Pair [TE-4.2]
  shownLabel: m.te_known,
  // "points" are game points at 4 and 6 players but tables at 3: the shared word "Points" fits both
  statWords: {},
};
