import type { BaseState, GameRules, Viewer } from '$shared/rules/core/game.js';
import type { TableInfo } from '$shared/protocol/messages.js';
import { GAMES } from '$shared/rules/registry.js';
import type { AnyGameUi, Naming, Playing, TableModel } from '../games/types.js';
import { m } from '../paraglide/messages.js';
import type { Frame } from './frames.js';

/** A state of a game drawn as the table page draws one: what `viewer` sees of it, with the game's UI. */
export function drawState(ui: AnyGameUi, state: BaseState, viewer: Viewer): Playing {
  // the rules and the UI are both of game `ui.game`: the view made by one is the other's
  const rules = GAMES[ui.game] as GameRules<BaseState, never, never>;
  const view = rules.view(state, viewer);
  const model = (ui.model as (view: unknown) => TableModel)(view);
  return { ui, view, history: rules.history(state), model } as Playing;
}

/** Each seat's hand at a frame, face up, sorted as its player saw it; without the cards the frame's step played. */
export function handsAt(ui: AnyGameUi, frame: Frame): string[][] {
  return Array.from({ length: frame.state.seats }, (_, seat) => drawState(ui, frame.state, seat).model.hand.filter((card) => !frame.played.includes(card)));
}

/** Names for a replay, which nobody watches from a seat: the table's names now, bots as "Bot 3", teams numbered. */
export function replayNaming(table: TableInfo): Naming {
  return {
    seatName(seat) {
      const info = table.seats[seat];
      if (info?.kind === 'bot') return m.bot_n({ n: String(seat + 1) });
      return info?.name || m.seat_n({ n: String(seat + 1) });
    },
    isYou: () => false,
    teamName: (team) => m.team_n({ n: String(team + 1) }),
  };
}
