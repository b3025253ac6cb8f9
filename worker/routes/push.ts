import { Hono } from 'hono';
import type { Env } from '../env.js';
import { vapidOf } from '../push/push-host.js';

/** `/api/push`: whether this server sends notifications, and the public key browsers subscribe with. */
export const push = new Hono<{ Bindings: Env }>();

push.get('/', (c) => {
  const vapid = vapidOf(c.env);
  return c.json({ publicKey: vapid?.publicKey ?? null });
});
