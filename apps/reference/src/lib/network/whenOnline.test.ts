import { describe, expect, it } from 'vitest';
import { whenOnline } from './whenOnline';

/** A browser whose network is `onLine`, that can be told it came back. */
function browser(onLine: boolean) {
  const events = new EventTarget();
  return {
    navigator: { onLine },
    addEventListener: (type: 'online', listener: () => void, options: { once: true }) =>
      events.addEventListener(type, listener, options),
    comeOnline: () => events.dispatchEvent(new Event('online')),
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenOnline', () => {
  it('resolves at once when the browser is online, or says nothing of it', async () => {
    expect(await settled(whenOnline(browser(true)))).toBe(true);
    expect(await settled(whenOnline({ addEventListener: () => undefined }))).toBe(true);
  });

  it('waits while the browser is offline, and resolves when it comes back', async () => {
    const offline = browser(false);
    const waiting = whenOnline(offline);
    expect(await settled(waiting)).toBe(false);
    offline.comeOnline();
    expect(await settled(waiting)).toBe(true);
  });
});
