/**
 * Small patches between two JSON values, for sending a seat what changed in its view instead of the
 * whole view. A patch is a list of operations, each on a path of object keys and array indexes:
 *
 * - `[path, value]` sets the value at `path` (the parent must exist);
 * - `[path]` deletes the key at `path` (objects only);
 * - `[path, items, 1]` appends `items` to the array at `path`.
 *
 * An empty path replaces the whole value. Arrays of the same length are compared item by item; an
 * array that grew with its old items unchanged gets an append; any other change of length sets the
 * whole array. Applying never changes its input: it returns a copy with the patched parts new.
 */

/** A JSON value as the protocol sends it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type PatchPath = (string | number)[];
export type PatchOp = [path: PatchPath] | [path: PatchPath, value: Json] | [path: PatchPath, items: Json[], append: 1];
export type Patch = PatchOp[];

/**
 * The operations that turn `from` into `to` (an empty list if they are equal); with `at`, the
 * operations that turn the value at path `at` of a document from `from` into `to`.
 */
export function diff(from: unknown, to: unknown, at: PatchPath = []): Patch {
  const ops: Patch = [];
  walk(from, to, at.slice(), ops);
  return ops;
}

// `path` is one stack shared by the whole walk: it is copied only into the operations it names.
function walk(from: unknown, to: unknown, path: PatchPath, ops: Patch): void {
  if (from === to) return;
  if (Array.isArray(from) && Array.isArray(to)) {
    if (from.length === to.length) {
      for (let i = 0; i < to.length; i++) {
        if (from[i] === to[i]) continue;
        path.push(i);
        walk(from[i], to[i], path, ops);
        path.pop();
      }
    } else if (to.length > from.length && from.every((item, i) => equal(item, to[i]))) {
      ops.push([path.slice(), to.slice(from.length) as Json[], 1]);
    } else {
      ops.push([path.slice(), to as Json[]]);
    }
    return;
  }
  if (isObject(from) && isObject(to)) {
    // a key whose value is undefined is not in the JSON text: it counts as absent
    for (const key in from) if (from[key] !== undefined && to[key] === undefined) ops.push([[...path, key]]);
    for (const key in to) {
      const [was, now] = [from[key], to[key]];
      if (now === undefined || was === now) continue;
      path.push(key);
      if (was !== undefined) walk(was, now, path, ops);
      else ops.push([path.slice(), now as Json]);
      path.pop();
    }
    return;
  }
  ops.push([path.slice(), to as Json]);
}

/**
 * `value` with `patch` applied; throws a `PatchError` if the patch does not fit the value. A patch made
 * by `diff` between two values of a type gives a value of that type.
 */
export function applyPatch<T>(value: T, patch: Patch): T {
  let result = value as Json;
  for (const op of patch) result = applyOp(result, op, 0);
  return result as T;
}

/** A patch that does not fit the value it was applied to (the client must ask for the whole view). */
export class PatchError extends Error {}

function applyOp(value: Json, op: PatchOp, depth: number): Json {
  const path = op[0];
  if (depth === path.length) {
    if (op.length === 1) throw new PatchError('a delete needs a key');
    if (op.length === 3) {
      if (!Array.isArray(value) || !Array.isArray(op[1])) throw new PatchError(`append to a non-array at /${path.join('/')}`);
      return [...value, ...op[1]];
    }
    return op[1];
  }
  const key = path[depth];
  if (Array.isArray(value)) {
    if (typeof key !== 'number' || !Number.isInteger(key) || key < 0 || key >= value.length) throw new PatchError(`no item ${key} at /${path.slice(0, depth).join('/')}`);
    if (op.length === 1 && depth === path.length - 1) throw new PatchError('cannot delete an array item');
    const copy = value.slice();
    copy[key] = applyOp(value[key], op, depth + 1);
    return copy;
  }
  if (isObject(value) && typeof key === 'string') {
    const copy = { ...value };
    if (depth === path.length - 1 && op.length === 1) {
      delete copy[key];
      return copy;
    }
    if (!(key in value) && depth < path.length - 1) throw new PatchError(`no key ${key} at /${path.slice(0, depth).join('/')}`);
    copy[key] = applyOp(value[key] ?? null, op, depth + 1);
    return copy;
  }
  throw new PatchError(`nothing to patch at /${path.slice(0, depth + 1).join('/')}`);
}

function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True if `a` and `b` have the same JSON text but for the order of object keys. */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  const [x, y] = [a as { [key: string]: unknown }, b as { [key: string]: unknown }];
  let keys = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    if (!equal(x[key], y[key])) return false;
    keys++;
  }
  for (const key in y) if (y[key] !== undefined) keys--;
  return keys === 0;
}
