/** The Durable Object of `name` in `namespace` (a table by its id, a player by its key's hash). */
export function stubOf<T extends Rpc.DurableObjectBranded | undefined>(namespace: DurableObjectNamespace<T>, name: string, hint?: DurableObjectLocationHint) {
  return namespace.get(namespace.idFromName(name), hint ? { locationHint: hint } : undefined);
}
