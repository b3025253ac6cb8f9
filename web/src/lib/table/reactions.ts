import type { ReactionCode } from '$shared/protocol/talk.js';
import type { ShownReaction, TalkShown } from '../net/talk.js';
import { m } from '../paraglide/messages.js';

// Only the lazily loaded reaction parts (the picker, the bubbles) use this module: web/vite.config.ts
// keeps it out of the chunk every page loads.

/** The least time between two reactions of one socket (TALK_LIMITS on the server): the picker rests as long. */
export const REACTION_GAP_MS = 2000;

/** How long a reaction's bubble stays at its seat (its CSS animation lasts as long). */
export const BUBBLE_MS = 3000;
/** A chat line's bubble stays longer: words take longer to read than a reaction. */
export const SAID_MS = 5000;

/**
 * The bubbles to show at `now`: the latest reaction of each seat (and of the spectators, keyed
 * `spectator`) that arrived less than BUBBLE_MS ago; while muted, only the viewer's own (and never a
 * muted seat's). A bubble
 * shown fades out by itself after BUBBLE_MS (a CSS animation), so nothing needs a timer.
 */
export function liveBubbles(talk: TalkShown, mySeat: number | null, now: number): Map<number | 'spectator', ShownReaction> {
  const live = new Map<number | 'spectator', ShownReaction>();
  for (const reaction of talk.reactions) {
    if (now - reaction.arrivedAt >= (reaction.text === undefined ? BUBBLE_MS : SAID_MS)) continue;
    const from = 'seat' in reaction.from ? reaction.from.seat : 'spectator';
    if ((talk.muted && from !== mySeat) || (from !== 'spectator' && talk.mutedSeats.includes(from) && from !== mySeat)) continue;
    live.set(from, reaction);
  }
  return live;
}

/** A quick reaction in the page's language. */
export function reactionWord(code: ReactionCode): string {
  return m[`react_${code}`]();
}

