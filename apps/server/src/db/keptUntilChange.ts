/** How many values are kept at most; beyond it, values are read and not kept. */
const MAX_ENTRIES = 256;

/**
 * Values read from the database, kept per key until its version (`databaseVersion.ts`) moves: a
 * value is never older than the last write, and any write forgets every value. Only for reads
 * that depend on nothing but the database and their key (not on the clock or the caller).
 */
export function keptUntilChange<V>(version: () => string) {
  const kept = new Map<string, V>();
  let keptAt = '';
  return (key: string, read: () => V): V => {
    const now = version();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    if (kept.has(key)) return kept.get(key) as V;
    const value = read();
    if (kept.size < MAX_ENTRIES) kept.set(key, value);
    return value;
  };
}
