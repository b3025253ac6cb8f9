import type { GameUi } from '../types.js';
import Center from './Center.svelte';
import { describeBaloot } from './describe.js';
import { balootModel } from './model.js';
import Panel from './Panel.svelte';
import Sheet from './Sheet.svelte';

/** Baloot's part of the table page. */
export const ui: GameUi<'baloot'> = { game: 'baloot', model: balootModel, Panel, Sheet, Center, describe: describeBaloot,
  decisions: new Set(['bidMade', 'stakesRaised', 'raiseDeclined', 'gahwa', 'projectsDeclared', 'balootAnnounced', 'qaydCalled', 'noCall', 'kaweshCalled', 'kaweshDeclined', 'akkaAnnounced']),
  shownLabel: null,
  statWords: {},
};
