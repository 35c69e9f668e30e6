import { startTransition, useEffect, useState } from 'react';
import type { ExternalStore } from './externalStore';

/**
 * A store's value for a part of the page that can wait: each change re-renders as a transition,
 * which React does in slices between other work, where `useSyncExternalStore` would re-render at
 * once and in one piece. While a page drawn by the server is still being hydrated, a synchronous
 * change that reaches it makes React hydrate all of it in one long task; a transition does not.
 * Only for values that may show a moment late (the connection's state, the server clock's offset).
 */
export function useStoreInTransition<T>(store: Pick<ExternalStore<T>, 'get' | 'subscribe'>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => store.get()));
    // A change between the render and this subscription.
    update();
    return store.subscribe(update);
  }, [store]);
  return value;
}
