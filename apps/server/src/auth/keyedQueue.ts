/**
 * Runs the tasks of one key one after another, in order of arrival, and tasks of different keys
 * side by side. Sign-in uses it per account: the lock check, the password check and the count
 * of wrong guesses become one decision that parallel requests cannot interleave. The server is
 * one process (ADR 004), so an in-memory queue sees every request.
 */
export function createKeyedQueue<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      // A failed task must not stop the ones behind it: wait for it to settle either way.
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        // Forget the key once nothing waits behind this task, so the map stays small.
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with work queued or running. */
    size: () => tails.size,
  };
}

export type KeyedQueue<K> = ReturnType<typeof createKeyedQueue<K>>;
