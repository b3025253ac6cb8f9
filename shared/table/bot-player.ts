import { sameAction, type Action, type BaseState, type GameRules } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import { decisionRandom, type BotView } from '../bots/bot.js';
import type { BotGame } from '../bots/index.js';
import { isGameId } from '../rules/manifests.js';
import { randomBot } from '../bots/random.js';
import type { BotLevel } from '../protocol/table-config.js';
import type { TableRecord } from './table-record.js';

/**
 * How a table's bots choose from a seat's view: the shared bots' `chooseAction`, handed in by the host
 * (this module does not import the bots, so a page can load them later), or a failing one in a test.
 */
export type BotChooser = (game: BotGame, view: BotView, level: BotLevel, seed: string) => Action;

/** A bot's move, and why the table's bot level failed if the random level played it instead. */
export interface BotMove {
  action: Action;
  failure: string | null;
}

/** One bot decision to make: what a bot is given (its seat's view, never the state), for a host that thinks elsewhere. */
export interface BotTurn {
  game: BotGame;
  view: BotView;
  level: BotLevel;
  seed: string;
}

/** The decision a bot of `level` playing `seat` faces now (null for a game without bots). */
export function botTurn(rules: GameRules<BaseState>, state: BaseState, seat: Seat, level: BotLevel): BotTurn | null {
  if (!isGameId(rules.id)) return null;
  return { game: rules.id, view: rules.view(state, seat) as BotView, level, seed: botSeed(state) };
}

// a bot's decisions are seeded from the game's seed, so a bot game replays exactly
const botSeed = (state: BaseState): string => `${state.seed}/bot`;

/**
 * The action a bot of `level` takes for `seat`, chosen by `choose` from that seat's view only (never
 * the state). Decisions are seeded from the game's
 * seed, so a bot game replays exactly. A bot that fails or answers something illegal is replaced by
 * the random level for that move, and the move says why.
 */
export function botAction(
  rules: GameRules<BaseState>,
  state: BaseState,
  seat: Seat,
  level: BotLevel,
  choose: BotChooser,
): BotMove {
  const view = rules.view(state, seat) as BotView;
  const seed = botSeed(state);
  if (view.legal.length === 0) throw new Error(`${rules.id}: seat ${seat} is to act but has no legal action`);
  let failure: string | null = null;
  if (isGameId(rules.id) && level !== 'random') {
    try {
      const action = choose(rules.id, view, level, seed);
      if (view.legal.some((legal) => sameAction(legal, action))) return { action, failure: null };
      failure = `illegal action ${JSON.stringify(action)}`;
    } catch (error) {
      // a failing bot must not stall the table: the random level plays this move instead
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }
  return { action: randomBot(view, decisionRandom(seed, view)), failure };
}

/**
 * Counts a bot failure in the table's record (`botFailures`, in its public summary) and logs it as
 * one JSON line for operators.
 */
export function noteBotFailure(record: TableRecord, version: number, seat: Seat, failure: string): void {
  record.botFailures = (record.botFailures ?? 0) + 1;
  const line = { event: 'botFailed', table: record.id, game: record.game, gameNo: record.gameNo, version, seat, level: record.botLevel, error: failure };
  console.error(JSON.stringify(line));
}
