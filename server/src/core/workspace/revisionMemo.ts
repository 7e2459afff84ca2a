/**
 * Derived state kept per object while a revision counter (CardWorkspace.revision, declarationRevision)
 * stays the same: `memo(key, revision, compute)` answers the value computed under that revision, or calls
 * `compute(key, previous)` once the revision moved (`previous` is the value of the last revision, for the
 * derivations that build on it). `compute` takes the key so callers pass one function made once, not a
 * closure per call: the callers are the hot paths of every keystroke.
 *
 * The entries live in a WeakMap: a memo never keeps its keys (a workspace, a document version) alive.
 */
export type RevisionMemo<K extends object, V> = (key: K, revision: number, compute: (key: K, previous: V | undefined) => V) => V;

export function memoByRevision<K extends object, V>(): RevisionMemo<K, V> {
  const entries = new WeakMap<K, { revision: number; value: V }>();
  return (key, revision, compute) => {
    const entry = entries.get(key);
    if (entry !== undefined && entry.revision === revision) return entry.value;
    const value = compute(key, entry?.value);
    // The entry is updated in place: a new revision allocates nothing beyond what compute makes.
    if (entry !== undefined) {
      entry.revision = revision;
      entry.value = value;
    } else entries.set(key, { revision, value });
    return value;
  };
}
