import { refuse, type Action, type Applied, type BaseState, type GameRules } from './game.js';
import type { Seat } from './seats.js';

/**
 * What a game supplies to `defineGame`: its rules without the checks every game shares. `actionTypes`
 * lists the `type`s of its actions, `A`; `play` handles an action only after the shared guard ladder
 * has passed it, so it gets an `A` by its `type`, whose other fields came from a socket unchecked: it
 * refuses what is its own to refuse, a malformed field ('badAction') or a move the rules do not
 * allow now ('illegal').
 */
export interface GameDefinition<S extends BaseState, V, H, A extends Action> extends Omit<GameRules<S, V, H, A>, 'apply'> {
  actionTypes: readonly A['type'][];
  play(state: S, seat: Seat, action: A): Applied<S>;
}

/**
 * The rules object of a game, with one guard ladder in front of its `play`, the same for every game:
 *  1. `gameOver`    the game has an outcome;
 *  2. `badAction`   the action is not an object with a `type` of this game;
 *  3. `badSeat`     there is no such seat at this table;
 *  4. `notYourTurn` the seat may not act now (it is not among `toAct`);
 *  5. the game's own checks: `badAction` for a malformed field, `illegal` for a move the rules forbid.
 */
export function defineGame<S extends BaseState, V, H, A extends Action>(game: GameDefinition<S, V, H, A>): GameRules<S, V, H, A> {
  const types = new Set<string>(game.actionTypes);
  const { actionTypes: _types, play, ...rules } = game;
  return {
    ...rules,
    apply(state: S, seat: Seat, action: Action): Applied<S> {
      if (rules.outcome(state) !== null) return refuse('gameOver', 'the game is over');
      if (action === null || typeof action !== 'object' || Array.isArray(action) || !types.has(action.type)) {
        return refuse('badAction', `an action is an object whose "type" is one of: ${game.actionTypes.join(', ')}`);
      }
      if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) {
        return refuse('badSeat', `there is no seat ${String(seat)} at this table of ${state.seats}`);
      }
      if (!listed(rules.toAct(state), seat)) {
        return refuse('notYourTurn', `it is the turn of seat ${rules.waitingFor(state).join(' or ')}, not seat ${seat}`);
      }
      // the one place an action from a socket becomes the game's own: its type is one of the game's
      return play(state, seat, action as A);
    },
  };
}

// an indexed loop: games hand out frozen seat lists, and V8 does not inline includes() over a frozen array
function listed(seats: readonly Seat[], seat: Seat): boolean {
  for (let i = 0; i < seats.length; i++) if (seats[i] === seat) return true;
  return false;
}
