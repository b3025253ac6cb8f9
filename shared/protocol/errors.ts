/** Why a message was refused; the message changed nothing. */
export type ErrorCode =
  | 'badMessage'
  | 'tooLarge'
  | 'rateLimited'
  | 'helloFirst'
  | 'badKey'
  | 'seatTaken'
  | 'badSeat'
  | 'badName'
  | 'alreadySeated'
  | 'notSeated'
  | 'notHost'
  | 'started'
  | 'notStarted'
  | 'notOver'
  | 'seatsEmpty'
  | 'seatBusy'
  | 'notAway'
  | 'badOptions'
  | 'badChat'
  | 'chatOff'
  | 'spectatorReactionsOff'
  | 'stale'
  | 'notYourTurn'
  | 'claimsOff'
  | 'claimNotPlaying'
  | 'claimDecisionsLeft'
  | 'claimLosesATrick'
  | 'claimTooComplex'
  | 'illegal'
  | 'badAction'
  | 'gameOver'
  | 'badNonce'
  | 'nonceTwice'
  | 'nonceLate'
  | 'badSubscription'
  | 'pushUnavailable'
  | 'internal';

/**
 * Why the server refused an HTTP request: the body is `{ code, error }`, the code for the client to word
 * in the person's language, `error` an English explanation for people reading logs and scripts.
 */
export type HttpErrorCode =
  | 'notJson'
  | 'tooLarge'
  | 'badJson'
  | 'badRequest'
  | 'badSettings'
  | 'tooManyTables'
  | 'noTable'
  | 'noGame'
  | 'notWebSocket'
  | 'noRoute'
  | 'internal';

/** The body of an HTTP error answer. */
export interface HttpError {
  code: HttpErrorCode;
  error: string;
}
