import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('reads apiOrigin, trimming trailing slashes', () => {
    expect(parseRuntimeConfig({ apiOrigin: 'https://api.example.com/' })).toEqual({
      ok: true,
      config: { apiOrigin: 'https://api.example.com' },
    });
    expect(parseRuntimeConfig({ apiOrigin: 'http://10.0.0.2:8080/proxy' }).config.apiOrigin).toBe(
      'http://10.0.0.2:8080/proxy',
    );
    expect(parseRuntimeConfig({ apiOrigin: '' })).toEqual({ ok: true, config: { apiOrigin: '' } });
    expect(parseRuntimeConfig({})).toEqual({ ok: true, config: { apiOrigin: '' } });
  });

  it('falls back to the same origin for anything malformed', () => {
    for (const raw of [
      null,
      [],
      'https://x',
      { apiOrigin: 42 },
      { apiOrigin: 'ftp://x.example.com' },
      { apiOrigin: 'not a url' },
      { apiOrigin: 'https://x.example.com/?a=1' },
      { apiOrigin: 'https://user:pw@x.example.com' },
    ]) {
      const reading = parseRuntimeConfig(raw);
      expect(reading.ok, JSON.stringify(raw)).toBe(false);
      expect(reading.config).toEqual({ apiOrigin: '' });
    }
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without cache', async () => {
    const fetchFn = vi.fn(async () => new Response('{"apiOrigin":"https://api.example.com"}'));
    const log = vi.fn();
    await expect(loadRuntimeConfig(fetchFn, log)).resolves.toEqual({
      apiOrigin: 'https://api.example.com',
    });
    expect(fetchFn).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('uses the same origin, and logs why, when the file is missing, broken or unreachable', async () => {
    const answers = [
      async () => new Response('Not found', { status: 404 }),
      async () => new Response('{ nope'),
      async () => new Response('{"apiOrigin":7}'),
      async () => Promise.reject(new TypeError('offline')),
    ];
    for (const answer of answers) {
      const log = vi.fn();
      await expect(loadRuntimeConfig(vi.fn(answer), log)).resolves.toEqual({ apiOrigin: '' });
      expect(log).toHaveBeenCalledOnce();
    }
  });
});
