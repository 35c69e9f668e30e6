import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/storage/memoryStorage';
import { createSessionEndStore, SESSION_END_KEY } from './sessionEndStore';

describe('createSessionEndStore', () => {
  it('keeps why the session ended in the tab, for the sign-in after a reload', () => {
    const storage = createMemoryStorage();
    const store = createSessionEndStore(storage);
    expect(store.get()).toBeNull();
    store.set('OPERATOR_SESSION_ENDED');
    expect(storage.data.get(SESSION_END_KEY)).toBe('OPERATOR_SESSION_ENDED');
    expect(createSessionEndStore(storage).get()).toBe('OPERATOR_SESSION_ENDED');
  });

  it('forgets the reason once a new attempt starts', () => {
    const storage = createMemoryStorage({ [SESSION_END_KEY]: 'OPERATOR_LOCKED' });
    const store = createSessionEndStore(storage);
    expect(store.get()).toBe('OPERATOR_LOCKED');
    let told = 0;
    store.subscribe(() => (told += 1));
    store.set(null);
    expect(told).toBe(1);
    expect(storage.data.has(SESSION_END_KEY)).toBe(false);
    expect(createSessionEndStore(storage).get()).toBeNull();
  });

  it('reads anything else under its key as no reason', () => {
    for (const kept of ['', 'NOT_A_CODE', 'INSUFFICIENT_BALANCE', '{"code":1}']) {
      const storage = createMemoryStorage({ [SESSION_END_KEY]: kept });
      expect(createSessionEndStore(storage).get(), kept).toBeNull();
    }
  });
});
