import { m } from '../../paraglide/messages.js';
import type { GameUi } from '../types.js';
import { describeFiftySix } from './describe.js';
import { fiftySixModel } from './model.js';
import Panel from './Panel.svelte';
import Sheet from './Sheet.svelte';

/** Fifty-Six's part of the table page. */
export const ui: GameUi<'fifty-six'> = { game: 'fifty-six', model: fiftySixModel, Panel, Sheet, Center: null, describe: describeFiftySix,
  decisions: new Set(['bidMade']),
  shownLabel: null,
  statWords: { points: m.fs_card_points },
};
