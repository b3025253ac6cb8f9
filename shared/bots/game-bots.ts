import type { Action } from '../rules/core/game.js';
import type { SearchBudget } from './expert/budget.js';
import type { HandMemory } from './card-memory.js';
import type { Bot, BotView } from './bot.js';
import type { BotLevel } from './levels.js';

/**
 * A table the bots' bench plays: its row key, seats and options, and its teams (`alternate`: even
 * against odd seats, `pairs`: seat s with s + N/2, `alone`: every seat for itself). `length` names the
 * option that sets how long a game lasts, which BENCH_FS_TABLES may set (the row key then says so).
 */
export interface BenchTable {
  key: string;
  seats: number;
  options?: Record<string, unknown>;
  teams: 'alternate' | 'pairs' | 'alone';
  length?: string;
}

/** What one game gives its bots' users: the bots by level, what the hints read, and the bench's settings. */
export interface GameBots<Id extends string = string, V extends BotView = BotView, B extends SearchBudget = SearchBudget> {
  game: Id;
  levels: Record<BotLevel, Bot<V>>;
  /** The card-play memory of a view in its play phase, or null outside play (a hint's reasons read it). */
  memory(view: V): HandMemory | null;
  /** The action types that say a hand is strong (bids, raises, doubles, standing), for a hint's reason. */
  strongCalls: readonly string[];
  /** The expert's search budget at a table of `seats`, and the expert searching within another one (the bench). */
  search: { budget(seats: number): B; expertWith(budget: B): Bot<V> };
  /** The tables the bots' bench plays: standard against random, and expert against standard. */
  bench: { standard: readonly BenchTable[]; expert: readonly BenchTable[] };
}

/** The reason code of a decision other than a card (see HINT_REASONS), from the game's strong calls. */
export function callReason(action: Action, strongCalls: readonly string[]): 'declaresProject' | 'weakHand' | 'strongHand' | null {
  if (action.type === 'declare') return 'declaresProject';
  if (action.type === 'pass') return 'weakHand';
  return strongCalls.includes(action.type) ? 'strongHand' : null;
}
