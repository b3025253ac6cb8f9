/** What `dropSubscription` needs of the browser's storage (localStorage in the page). */
export interface MarkStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/**
 * Notifications off on this device for every table: the browser drops its push subscription, so the
 * push service answers the tables' next pushes 404/410 and each table forgets it; this browser's marks
 * of the tables it turned on (keys starting with `prefix`) go too. False if the browser kept it.
 */
export async function dropSubscription(subscription: { unsubscribe(): Promise<boolean> } | null, storage: MarkStorage, prefix: string): Promise<boolean> {
  if (subscription && !(await subscription.unsubscribe())) return false;
  const marks = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key?.startsWith(prefix) ?? false);
  for (const mark of marks) storage.removeItem(mark);
  return true;
}
