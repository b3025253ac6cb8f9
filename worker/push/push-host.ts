import type { Env } from '../env.js';
import { logLine } from '../log.js';
import type { MetricSink } from '../metrics.js';
import type { PushDelivery, PushHost } from '../../shared/table/table-pushes.js';
import { SqlPushStore } from '../table/sql-push-store.js';
import type { Schema } from '../storage/schema.js';
import { sendPush, type Vapid } from './web-push.js';

/** The server's VAPID keys from its environment, or null when they are not set (no notifications). */
export function vapidOf(env: Env): Vapid | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: subject || 'mailto:nobody@invalid' };
}

/**
 * A table's push host in its Durable Object: subscriptions in the object's SQLite, and pushes sent
 * after the move (the platform's waitUntil keeps the object up until they are out). A subscription
 * the push service answers 404 or 410 for is deleted; each push is counted by the service's answer
 * (`metrics`). Undefined without VAPID keys.
 */
export function pushHostOf(env: Env, ctx: DurableObjectState, schema: Schema, metrics: MetricSink): PushHost | undefined {
  const vapid = vapidOf(env);
  if (!vapid) return undefined;
  const store = new SqlPushStore(ctx.storage.sql, schema);
  const deliver = async ({ subscription, payload }: PushDelivery) => {
    try {
      const status = await sendPush(vapid, subscription, payload);
      metrics({ event: 'push', detail: String(status) });
      if (status === 404 || status === 410) store.remove(subscription.endpoint);
      else if (status >= 400) logLine(env, 'warn', 'pushRefused', { table: payload.table, code: status });
    } catch (error) {
      metrics({ event: 'push', detail: 'failed' });
      logLine(env, 'warn', 'pushFailed', { table: payload.table, error });
    }
  };
  return {
    store,
    allowLocalHttp: env.PUSH_LOCAL_HTTP === '1',
    send: (deliveries) => ctx.waitUntil(Promise.all(deliveries.map(deliver))),
  };
}
