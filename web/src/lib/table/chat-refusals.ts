import type { ErrorCode } from '$shared/protocol/messages.js';

/** The table's refusals of a chat line: said in the open chat sheet, under the line kept in the box (not again outside it). */
export const CHAT_REFUSALS: ReadonlySet<ErrorCode> = new Set(['rateLimited', 'badChat', 'chatOff', 'notSeated']);
