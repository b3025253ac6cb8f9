import type { Action, Applied, BaseState, GameEvent, GameRules, RuleError } from '../rules/core/game.js';
import type { Seat } from '../rules/core/seats.js';
import { botAction, botTurn, noteBotFailure, type BotChooser, type BotTurn } from './bot-player.js';
import type { ValidClaim } from './claims.js';
import { cautiousFor, tableEvents } from './catch-up.js';
import { AWAY_AFTER, FORCED_PAUSE_MS, turnDeadline } from './deadlines.js';
import type { ShuffleReveal } from './shuffle-proof.js';
import type { TableStore } from './store.js';
import { autoForcedOn, standsIn, type ActedBy, type Deadline, type GameLog, type LogEntry, type TableRecord } from './table-record.js';

/**
 * Bots play at most this many moves in one go; a longer run of bot moves (a bots-only endgame) goes
 * on from an alarm that rings at once, so no single message holds the table for long.
 */
export const BOT_STEPS_PER_TURN = 1000;

/**
 * The game being played at a table: its rules, its current state, and the log behind it. Every
 * accepted action is appended to the store before the state moves on, so the state can always be
 * rebuilt by replaying the log. After each scored hand the state is also stored as a snapshot, so a
 * wake-up replays at most the actions of one hand.
 */
export class TableGame {
  /** How many hands of the game are scored: counted once per action, for the snapshots and the updates. */
  handsScored: number;

  constructor(
    readonly rules: GameRules<BaseState>,
    private readonly store: TableStore,
    public state: BaseState,
    /** When the latest action was logged (the game's start before its first action). */
    public lastAt: number,
  ) {
    this.handsScored = rules.history(state).length;
  }

  /** Starts game number `record.gameNo` from `seed` (made from `shuffle` when verifiable); the caller has checked the seats. */
  static start(
    rules: GameRules<BaseState>,
    store: TableStore,
    record: TableRecord,
    seed: string,
    now: number,
    shuffle?: ShuffleReveal,
  ): TableGame | RuleError {
    const setup = { seats: record.seats.length, seed, options: record.options };
    const result = rules.setup(setup);
    if (!result.ok) return result.error;
    store.startGame(record.gameNo, setup, now, shuffle);
    const game = new TableGame(rules, store, result.state, now);
    game.pending.push(...result.events);
    return game;
  }

  /**
   * Rebuilds game `n` from the store: from its snapshot and the actions after it, or from its whole
   * log when there is no snapshot or it does not fit the log. Null if there is no such game.
   */
  static wake(rules: GameRules<BaseState>, store: TableStore, n: number): TableGame | null {
    const resumed = resume(rules, store, n);
    if (resumed) return new TableGame(rules, store, resumed.state, resumed.lastAt);
    const log = store.loadGame(n);
    return log && TableGame.replay(rules, store, log);
  }

  /** Rebuilds a game from its whole log. */
  static replay(rules: GameRules<BaseState>, store: TableStore, log: GameLog): TableGame {
    const setup = rules.setup(log.setup);
    if (!setup.ok) throw new Error(`stored game ${log.n} does not set up again: ${setup.error.message}`);
    let state = setup.state;
    for (const entry of log.actions) {
      const next: Applied<BaseState> = rules.apply(state, entry.seat, entry.action);
      if (!next.ok) throw new Error(`stored action ${entry.version} of game ${log.n} is refused: ${next.error.message}`);
      state = next.state;
    }
    return new TableGame(rules, store, state, log.actions.at(-1)?.at ?? log.startedAt);
  }

  /** Events of accepted actions not yet sent to anyone. */
  readonly pending: GameEvent[] = [];
  /** The action this object logged last (a stand-in's later moves of one turn are told once). */
  private latest: LogEntry | null = null;

  /** Applies one action for `seat`; on success it is logged and its events are pending. */
  act(record: TableRecord, seat: Seat, action: Action, by: ActedBy, now: number): RuleError | null {
    const cautious = cautiousFor(this.rules, this.state, { by, seat });
    const result = this.rules.apply(this.state, seat, action);
    if (!result.ok) return result.error;
    const entry: LogEntry = { version: this.state.version, seat, action, by, at: now };
    this.store.append(record.gameNo, entry);
    const hands = this.rules.history(result.state).length;
    if (hands > this.handsScored) this.store.saveSnapshot(record.gameNo, result.state);
    this.handsScored = hands;
    this.state = result.state;
    this.lastAt = now;
    // a bot standing in (after a timeout, or for a person away) says so first, to everyone (not what it
    // did: its events do); so does the table playing a person's only move
    this.pending.push(...tableEvents(entry, this.latest, cautious), ...result.events);
    this.latest = entry;
    return null;
  }

  /**
   * Plays a checked claim out: everyone is told the claimant's cards first, then each step is an
   * action like any other (logged `by: "claim"`), so the hand is scored by the game's own rules.
   */
  claim(record: TableRecord, seat: Seat, claim: ValidClaim, now: number): void {
    this.pending.push({ type: 'claimed', audience: 'all', seat, cards: claim.cards });
    for (const step of claim.steps) {
      const error = this.act(record, step.seat, step.action, 'claim', now);
      if (error) throw new Error(`a checked claim's step was refused: ${error.message}`);
    }
  }

  /** True once the game has an outcome. */
  get over(): boolean {
    return this.rules.outcome(this.state) !== null;
  }

  /**
   * Lets every bot seat that is to act play, until a person is to act or the game ends; a person's
   * move that is no choice at all (`playAuto`) is made on the way, without counting as a step.
   */
  runBots(record: TableRecord, now: number, maxSteps: number, choose: BotChooser): void {
    this.playAuto(record, now);
    for (let step = 0; step < maxSteps && !this.over; step++) {
      const seat = this.rules.waitingFor(this.state).find((s) => standsIn(record, s));
      if (seat === undefined) return;
      if (record.seats[seat].kind === 'bot') {
        const error = this.act(record, seat, this.botMove(record, seat, choose), 'bot', now);
        if (error) throw new Error(`bot action refused: ${error.message}`);
      } else this.standIn(record, seat, 'away', choose, now);
      this.playAuto(record, now);
    }
  }

  /** The decision of the bot (or stand-in) `runBots` would let play next, or null if none is to act. */
  nextBotTurn(record: TableRecord): BotTurn | null {
    if (this.over) return null;
    const seat = this.rules.waitingFor(this.state).find((s) => standsIn(record, s));
    return seat === undefined ? null : botTurn(this.rules, this.state, seat, record.botLevel);
  }

  /**
   * Makes, at once, every person's move that needs no one: All Fours' `deal`, a dealer's only legal
   * action (logged `by: "auto"`). The rules keep the action; the table just does not wait for it.
   */
  private playAuto(record: TableRecord, now: number): void {
    for (let auto = this.autoDeal(record); auto !== null; auto = this.autoDeal(record)) {
      const error = this.act(record, auto.seat, auto.action, 'auto', now);
      if (error) throw new Error(`automatic deal refused: ${error.message}`);
    }
  }

  /** A seat (not a bot's) the game waits for whose only legal action is a `deal`, with it; or null. */
  private autoDeal(record: TableRecord): { seat: Seat; action: Action } | null {
    if (this.over) return null;
    for (const seat of this.rules.waitingFor(this.state)) {
      if (standsIn(record, seat)) continue;
      const legal = this.rules.legalActions(this.state, seat);
      if (legal.length === 1 && legal[0]!.type === 'deal') return { seat, action: legal[0]! };
    }
    return null;
  }

  /**
   * The only legal action of the one person the game waits for, when the table plays it for them
   * (`autoForced` on); null when there is a choice, a bot or more than one seat to wait for.
   */
  forcedMove(record: TableRecord): { seat: Seat; action: Action } | null {
    if (this.over || !autoForcedOn(record)) return null;
    const movers = this.rules.waitingFor(this.state);
    if (movers.length !== 1 || record.seats[movers[0]!].kind !== 'human' || standsIn(record, movers[0]!)) return null;
    const legal = this.rules.legalActions(this.state, movers[0]!);
    return legal.length === 1 ? { seat: movers[0]!, action: legal[0]! } : null;
  }

  /**
   * The turn's deadline passed: the table plays a forced move (its pause is over), or else acts for
   * every person whose turn ran out; each such seat counts a miss and may turn away. Outside the play
   * of the cards it takes the game's `timeoutAction` (a pass: never a bid, a double or a claim); with a
   * card to play a bot plays one, and an announcement it makes first (Baloot's projects) does not open
   * a second turn with a clock of its own.
   */
  playTimeouts(record: TableRecord, now: number, choose: BotChooser): void {
    const forced = this.forcedMove(record);
    if (forced) {
      const error = this.act(record, forced.seat, forced.action, 'forced', now);
      if (error) throw new Error(`forced action refused: ${error.message}`);
      return;
    }
    for (const seat of this.rules.waitingFor(this.state)) {
      if (this.over || standsIn(record, seat) || !this.rules.waitingFor(this.state).includes(seat)) continue;
      this.standIn(record, seat, 'timeout', choose, now);
      const misses = record.seats[seat].misses + 1;
      record.seats[seat] = { ...record.seats[seat], misses, away: misses >= AWAY_AFTER };
    }
  }

  /** The record after this game's latest move: status, outcome and the turn deadline. */
  settle(record: TableRecord, now: number): void {
    const outcome = this.rules.outcome(this.state);
    if (outcome) {
      if (record.status !== 'over') this.store.finishGame(record.gameNo, outcome, now);
      record.status = 'over';
      record.outcome = outcome;
      record.deadline = null;
      return;
    }
    record.deadline = this.deadline(record, record.deadline, now);
  }

  /**
   * The deadline the log implies: the one `settle` gives when the latest action was logged. A record
   * whose deadline is this one need not be stored again for it: a wake-up works it out again.
   */
  impliedDeadline(record: TableRecord): Deadline | null {
    return this.over ? null : this.deadline(record, null, this.lastAt);
  }

  private deadline(record: TableRecord, current: Deadline | null, now: number): Deadline | null {
    const movers = this.rules.waitingFor(this.state);
    // runBots stopped early: go on at once
    if (movers.some((s) => standsIn(record, s))) return { version: this.state.version, at: now };
    if (this.forcedMove(record)) {
      if (current?.version === this.state.version && current.forced) return current;
      return { version: this.state.version, at: now + FORCED_PAUSE_MS, forced: true };
    }
    // a pause for a move that is no longer forced (its seat was freed) is no turn's deadline
    const relaxed = movers.some((seat) => record.seats[seat]?.relaxed === true);
    return turnDeadline(record.clock, current?.forced ? null : current, this.state.version, movers.length > 0, now, relaxed);
  }

  /**
   * Acts for the person in `seat`, whose clock ran out or who is away: the game's `timeoutAction`
   * (a pass), or with a card due a bot's card (see `playTimeouts`).
   */
  private standIn(record: TableRecord, seat: Seat, by: 'timeout' | 'away', choose: BotChooser, now: number): void {
    const passive = this.rules.timeoutAction(this.state, seat);
    if (passive) return this.actFor(record, seat, passive, by, now);
    // a card is due: the bot's moves until it has played one (at most a few announcements first)
    for (let step = 0; step < 4; step++) {
      const action = this.botMove(record, seat, choose);
      this.actFor(record, seat, action, by, now);
      if (action.type === 'play' || this.over || !this.rules.waitingFor(this.state).includes(seat)) return;
      if (!this.rules.legalActions(this.state, seat).some((legal) => legal.type === 'play')) return;
    }
  }

  /** An action the table takes for a person (a stand-in's), which the rules must accept. */
  private actFor(record: TableRecord, seat: Seat, action: Action, by: 'timeout' | 'away', now: number): void {
    const error = this.act(record, seat, action, by, now);
    if (error) throw new Error(`${by} action refused: ${error.message}`);
  }

  /** A bot's action for `seat`; a failure of the table's bot level is counted and logged. */
  private botMove(record: TableRecord, seat: Seat, choose: BotChooser): Action {
    const move = botAction(this.rules, this.state, seat, record.botLevel, choose);
    if (move.failure !== null) noteBotFailure(record, this.state.version, seat, move.failure);
    return move.action;
  }

  /** Takes the pending events for sending. */
  drain(): GameEvent[] {
    return this.pending.splice(0, this.pending.length);
  }
}

/**
 * The state of game `n` from its snapshot and the logged actions after it, or null if that does not
 * work: no snapshot, one of another game, state format or version, a log that does not reach it, a
 * refused action.
 */
function resume(rules: GameRules<BaseState>, store: TableStore, n: number): { state: BaseState; lastAt: number } | null {
  const snapshot = store.loadSnapshot(n);
  const stored = snapshot?.state as BaseState | undefined;
  if (!snapshot || typeof stored !== 'object' || stored === null || stored.game !== rules.id || stored.version !== snapshot.version) return null;
  // saved by an engine that kept its state in another shape: converted if the game can, else replayed
  const saved = stored.format === rules.stateFormat ? stored : (rules.migrate?.(stored) ?? null);
  if (saved === null) return null;
  // the first action loaded is the one that made the snapshot: the log reaches it
  const [made, ...after] = store.loadActions(n, snapshot.version - 1);
  if (made?.version !== snapshot.version - 1) return null;
  let state = saved;
  for (const entry of after) {
    const next = entry.version === state.version ? rules.apply(state, entry.seat, entry.action) : null;
    if (!next?.ok) return null;
    state = next.state;
  }
  return { state, lastAt: (after.at(-1) ?? made).at };
}
