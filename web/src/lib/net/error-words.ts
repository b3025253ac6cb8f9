import type { ErrorCode, HttpErrorCode } from '$shared/protocol/messages.js';
import type { PlayerErrorCode } from '$shared/protocol/player.js';
import type { Words } from '../games/option-words.js';
import { m } from '../paraglide/messages.js';

// The server refuses with a stable code (its English text is for logs); the person reads it here, in their
// language. The texts are in web/messages/later/: a part that shows one loads them first (withLaterMessages).

/** Every code the server refuses with, over the socket or over HTTP, and what the person reads. */
export const ERROR_WORDS: Record<ErrorCode | HttpErrorCode | PlayerErrorCode, Words> = {
  badMessage: m.err_bad_message,
  tooLarge: m.err_too_large,
  rateLimited: m.err_rate_limited,
  helloFirst: m.err_hello_first,
  badKey: m.err_bad_key,
  seatTaken: m.err_seat_taken,
  badSeat: m.err_bad_seat,
  badName: m.err_bad_name,
  alreadySeated: m.err_already_seated,
  notSeated: m.err_not_seated,
  notHost: m.err_not_host,
  started: m.err_started,
  notStarted: m.err_not_started,
  notOver: m.err_not_over,
  seatsEmpty: m.err_seats_empty,
  seatBusy: m.err_seat_busy,
  notAway: m.err_not_away,
  badSubscription: m.err_bad_subscription,
  pushUnavailable: m.err_push_unavailable,
  badOptions: m.err_bad_settings,
  badChat: m.err_bad_chat,
  chatOff: m.err_chat_off,
  spectatorReactionsOff: m.err_spectator_reactions_off,
  stale: m.move_stale,
  notYourTurn: m.err_not_your_turn,
  claimsOff: m.claim_refused_off,
  claimNotPlaying: m.claim_refused_turn,
  claimDecisionsLeft: m.claim_refused_decisions,
  claimLosesATrick: m.claim_refused_loses,
  claimTooComplex: m.claim_refused_complex,
  illegal: m.err_illegal,
  badAction: m.err_bad_action,
  gameOver: m.err_game_over,
  // the page sends a well-formed nonce once per game and connection: these come only from a race
  badNonce: m.err_nonce,
  nonceTwice: m.err_nonce,
  nonceLate: m.err_nonce,
  internal: m.err_internal,
  notJson: m.err_request,
  badJson: m.err_request,
  badRequest: m.err_request,
  badSettings: m.err_bad_settings,
  tooManyTables: m.err_too_many_tables,
  noTable: m.err_no_table,
  noGame: m.err_no_game,
  notWebSocket: m.err_request,
  noRoute: m.err_request,
  // the player's routes (My tables on every device)
  badPlayerKey: m.err_bad_player_key,
  noPlayer: m.err_no_player,
  badTable: m.err_no_table,
  noSeat: m.err_no_seat,
  noEntry: m.err_no_entry,
  eraseIncomplete: m.err_erase_incomplete,
};

/**
 * What the person reads for a refusal's code; a code this page does not know (a newer server's) still
 * says that the table refused, with the code, and what to do; no code at all: the server was not reached.
 */
export function errorText(code: string | null | undefined): string {
  if (!code) return m.err_network();
  return Object.hasOwn(ERROR_WORDS, code) ? ERROR_WORDS[code as ErrorCode]() : m.err_unknown({ code });
}
