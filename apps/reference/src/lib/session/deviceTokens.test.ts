import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/memoryStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { MAX_DEVICE_TOKENS, createDeviceTokenStore } from './deviceTokens';

describe('the device tokens a browser keeps', () => {
  it('gives back the token of the account signed in to, whatever the case of its email', () => {
    const store = createDeviceTokenStore(createMemoryStorage());
    store.keep('Ana@Green.sg', 'token-a');
    expect(store.get('ana@green.sg')).toBe('token-a');
    expect(store.get(' ANA@GREEN.SG ')).toBe('token-a');
    expect(store.get('lee@green.sg')).toBeUndefined();
  });

  it('keeps the newest token of an account, and the latest accounts only', () => {
    const storage = createMemoryStorage();
    const store = createDeviceTokenStore(storage);
    store.keep('ana@green.sg', 'old');
    store.keep('ana@green.sg', 'new');
    expect(store.get('ana@green.sg')).toBe('new');
    for (let i = 0; i < MAX_DEVICE_TOKENS; i += 1) store.keep(`member${i}@green.sg`, `t${i}`);
    expect(store.get('ana@green.sg')).toBeUndefined();
    expect(store.get(`member${MAX_DEVICE_TOKENS - 1}@green.sg`)).toBe(`t${MAX_DEVICE_TOKENS - 1}`);
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.deviceTokens) ?? '[]')).toHaveLength(
      MAX_DEVICE_TOKENS,
    );
  });

  it('reads anything else stored under its key as no tokens', () => {
    for (const stored of ['not json', '{"a":1}', '[["a"]]', '[[1,2]]']) {
      const storage = createMemoryStorage({ [STORAGE_KEYS.deviceTokens]: stored });
      const store = createDeviceTokenStore(storage);
      expect(store.get('a')).toBeUndefined();
      store.keep('a@green.sg', 'token');
      expect(store.get('a@green.sg')).toBe('token');
    }
  });
});
