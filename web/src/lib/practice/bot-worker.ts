import { hint } from '$shared/bots/hint.js';
import { chooseAction } from '$shared/bots/index.js';
import type { ViewOf } from '$shared/rules/registry.js';
import type { ThinkAnswer, ThinkAsk } from './thinker.js';

// The practice table's bots think here, in a Web Worker, so a bot that searches never freezes the
// page: each message is one decision (a seat's view, never the state) or a hint (the person's view),
// answered with its id.
const scope = self as unknown as { onmessage: (event: { data: ThinkAsk }) => void; postMessage(answer: ThinkAnswer): void };
scope.onmessage = (event) => {
  const { id, turn } = event.data;
  const view = turn.view as ViewOf<typeof turn.game>;
  let answer: ThinkAnswer;
  try {
    answer = event.data.hint ? { id, ...hint(turn.game, view, turn.seed) } : { id, action: chooseAction(turn.game, view, turn.level, turn.seed) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
