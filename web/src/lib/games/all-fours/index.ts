import { m } from '../../paraglide/messages.js';
import type { GameUi } from '../types.js';
import Center from './Center.svelte';
import { describeAllFours } from './describe.js';
import { allFoursModel } from './model.js';
import Panel from './Panel.svelte';
import Sheet from './Sheet.svelte';

/** All Fours' part of the table page. */
export const ui: GameUi<'all-fours'> = { game: 'all-fours', model: allFoursModel, Panel, Sheet, Center, describe: describeAllFours,
  decisions: new Set(['begged', 'stood', 'oneTaken', 'packRun', 'cardCalled', 'renegeCalled', 'noCall']),
  shownLabel: m.af_exposed,
  statWords: {},
};
