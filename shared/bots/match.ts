import type { Action, BaseState, GameEvent, GameRules, Outcome } from '../rules/core/game.js';
import { gameById } from '../rules/registry.js';
import { decisionRandom, type Bot, type BotView } from './bot.js';
import { chooseAction, type BotGame, type BotViews, type BotLevel } from './index.js';

/** A game played by bots only: which game, its table, the seed of the deal and each seat's level. */
export interface BotMatch<G extends BotGame = BotGame> {
  game: G;
  seats: number;
  options?: Record<string, unknown>;
  seed: string;
  /** The level of the bot in each seat, in seat order. */
  levels: readonly BotLevel[];
  /** Bots that play for a level instead of its usual bot (a bench comparing two settings of one level). */
  bots?: Partial<Record<BotLevel, Bot<BotViews[G]>>>;
  /** Safety stop for a game that never ends (an engine bug). */
  maxSteps?: number;
}

/** One move of a bot game: the state before it, who moved, what, and what happened. */
export interface BotStep {
  before: BaseState;
  after: BaseState;
  seat: number;
  action: Action;
  events: GameEvent[];
}

/** The rules of a game that has bots. */
export function rulesOf(game: BotGame): GameRules<BaseState> {
  const rules = gameById(game);
  if (!rules) throw new Error(`no rules for game "${game}"`);
  return rules;
}

/** The action the bot in `seat` takes now: it is given only that seat's view. */
export function botMove(game: BotGame, state: BaseState, seat: number, level: BotLevel, seed: string): Action {
  const view = rulesOf(game).view(state, seat) as BotViews[BotGame];
  return chooseAction(game, view, level, seed);
}

// a bot given in the match: the same seeding of its decisions as chooseAction's
function botOwnMove<V extends BotView>(bot: Bot<V>, view: V, seed: string): Action {
  return bot(view, decisionRandom(seed, view));
}

/** Callbacks of a bot game: once after setup, around every decision, and after every move. */
export interface BotGameHooks {
  setup?(state: BaseState, events: GameEvent[]): void;
  /** Runs each bot decision (`decide`) for the seat's level: a bench times them here. */
  decide?(level: BotLevel, decide: () => Action): Action;
  step?(step: BotStep): void;
}

/**
 * Plays a whole game between bots and returns the final state and its outcome. Throws if a bot's
 * action is refused or the game runs past `maxSteps`.
 */
export function playBotGame<G extends BotGame>(match: BotMatch<G>, hooks: BotGameHooks = {}): { state: BaseState; outcome: Outcome; steps: number } {
  const rules = rulesOf(match.game);
  const setup = rules.setup({ seats: match.seats, seed: match.seed, options: match.options });
  if (!setup.ok) throw new Error(setup.error.message);
  hooks.setup?.(setup.state, setup.events);
  let state = setup.state;
  let steps = 0;
  const maxSteps = match.maxSteps ?? 100_000;
  const botSeed = `${match.seed}/bots`;
  while (rules.outcome(state) === null) {
    if (steps >= maxSteps) throw new Error(`game ${match.seed} did not end in ${maxSteps} steps`);
    // several seats may act at once (All Fours exposed cards): the first listed acts
    const seat = rules.toAct(state)[0];
    const level = match.levels[seat];
    const bot = match.bots?.[level];
    const move = (): Action => (bot ? botOwnMove(bot, rules.view(state, seat) as BotViews[G], botSeed) : botMove(match.game, state, seat, level, botSeed));
    const action = hooks.decide ? hooks.decide(match.levels[seat], move) : move();
    const result = rules.apply(state, seat, action);
    if (!result.ok) throw new Error(`seat ${seat} (${match.levels[seat]}) chose ${JSON.stringify(action)}: ${result.error.message}`);
    hooks.step?.({ before: state, after: result.state, seat, action, events: result.events });
    state = result.state;
    steps++;
  }
  return { state, outcome: rules.outcome(state)!, steps };
}
