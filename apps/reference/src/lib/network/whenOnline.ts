/** What `whenOnline` reads of the browser: its word on the network, and its `online` event. */
export interface NetworkTarget {
  readonly navigator?: { readonly onLine: boolean };
  addEventListener(type: 'online', listener: () => void, options: { once: true }): void;
}

/**
 * Resolves at once unless the browser says it is offline, and then when it comes back online.
 * Work that the app starts by itself (reading `config.json`, the base config) waits for it, so an
 * app opened offline sends nothing that must fail (each failure an error in the console) and
 * does it all when the network returns.
 */
export function whenOnline(target: NetworkTarget | undefined = globalThis): Promise<void> {
  if (target?.navigator?.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => {
    target.addEventListener('online', () => resolve(), { once: true });
  });
}
