import type { BotChooser } from './bot-player.js';
import type { Peer } from './peer.js';
import type { RateLimits } from './rate-limit.js';
import type { TableStore } from './store.js';
import type { PushHost } from './table-pushes.js';
import type { TalkLimits } from './table-talk.js';

/** What a session needs from its host (the Durable Object, or a test): storage, the open sockets, the time. */
export interface SessionHost {
  store: TableStore;
  peers(): Peer[];
  now(): number;
  limits?: RateLimits;
  /** How often a socket may react and chat (default TALK_LIMITS). */
  talkLimits?: TalkLimits;
  /**
   * How many bot moves one message or alarm may make (default BOT_STEPS_PER_TURN). With 0 a message
   * makes none and each alarm one, so the host decides when every bot moves (practice paces them).
   */
  botStepsPerTurn?: number;
  /** The seed of the table's game number `gameNo` (default: a random secret); practice may fix it. */
  seed?: (gameNo: number) => string;
  /** Answer `echo` (the load benchmark's latency probe); otherwise it is refused as an unknown message. */
  echo?: boolean;
  /**
   * How bots choose: the shared bots' `chooseAction` (the Worker), a page's copy loaded when needed
   * (practice), or a test's failing one. Handed in, so the table's code does not carry the bots.
   */
  chooseBot: BotChooser;
  /** Push notifications (absent: the table offers none). */
  push?: PushHost;
  /**
   * Told of every refusal a socket is sent (its code) and of every socket closed for flooding
   * ('flooding'): the operator's counts (worker/metrics.ts). Never given who sent it.
   */
  refused?(code: string): void;
  /** How long a finished table is kept before its alarm deletes it (default KEEP_FINISHED_MS, 90 days). */
  keepFinishedMs?: number;
}
