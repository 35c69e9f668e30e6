/** How many values are kept at most; beyond it, values are read and not kept. */
const MAX_ENTRIES = 256;

/**
 * Values read from the database, kept per key until its version (`databaseVersion.ts`) moves: a
 * value is never older than the last write, and any write forgets every value. A value whose
 * read saw the version move is answered but not kept. Only for reads that depend on nothing but
 * the database and their key (not on the clock or the caller). Without a version (a database
 * other instances write too), nothing is kept.
 */
export function keptUntilChange<V>(version: (() => string) | undefined) {
  const kept = new Map<string, V>();
  let keptAt = '';
  return async (key: string, read: () => Promise<V>): Promise<V> => {
    if (!version) return read();
    const before = version();
    if (before !== keptAt) {
      kept.clear();
      keptAt = before;
    }
    if (kept.has(key)) return kept.get(key) as V;
    const value = await read();
    if (kept.size < MAX_ENTRIES && version() === before && keptAt === before) kept.set(key, value);
    return value;
  };
}
