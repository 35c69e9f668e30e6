import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  REQUEST_TIMEOUT_MS,
  apiUrl,
  classifyFailure,
  classifyReply,
  decoratePayload,
  encodeForm,
  normalizeReply,
  requestHeaders,
} from './transport';

describe('transport constants', () => {
  it('match the spec', () => {
    expect(API_BASE_PATH).toBe('/h5/api');
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
  });
});

describe('decoratePayload', () => {
  it('adds lang, t and v without touching the payload', () => {
    const payload = { email: 'a@b.sg' };
    const out = decoratePayload(payload, {
      lang: 'cn',
      now: new Date('2026-11-20T00:00:00Z'),
      version: '1.4.0',
    });
    expect(out).toEqual({ email: 'a@b.sg', lang: 'cn', t: 1_795_132_800_000, v: '1.4.0' });
    expect(payload).toEqual({ email: 'a@b.sg' });
  });

  it("keeps a payload's own language, asked for by the screen", () => {
    const context = { lang: 'en', now: new Date('2026-11-20T00:00:00Z'), version: '' };
    expect(decoratePayload({ id: 7, lang: 'cn' }, context).lang).toBe('cn');
    expect(decoratePayload({ id: 7 }, context).lang).toBe('en');
  });
});

describe('requestHeaders', () => {
  it('sends JSON, no-store cache headers and the token', () => {
    const headers = requestHeaders('tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Cache-Control']).toContain('no-store');
    expect(headers['Pragma']).toBe('no-cache');
    expect(headers['Authorization']).toBe('tok123');
  });
  it('omits Authorization without a token', () => {
    expect(requestHeaders(null)).not.toHaveProperty('Authorization');
    expect(requestHeaders('')).not.toHaveProperty('Authorization');
  });
});

describe('normalizeReply', () => {
  it('defaults wait to 3 and time to empty', () => {
    expect(normalizeReply({ code: 0, msg: 'ok', data: { a: 1 } })).toEqual({
      code: 0,
      msg: 'ok',
      data: { a: 1 },
      wait: 3,
      time: '',
    });
  });
  it('keeps given wait and time and reads numeric-string codes', () => {
    expect(normalizeReply({ code: '5', wait: 10, time: '2026-11-20 10:00:00' })).toMatchObject({
      code: 5,
      wait: 10,
      time: '2026-11-20 10:00:00',
      data: null,
    });
  });
  it('turns junk into code 1', () => {
    expect(normalizeReply('oops').code).toBe(1);
    expect(normalizeReply([1, 2]).code).toBe(1);
    expect(normalizeReply({ code: 'x' }).code).toBe(1);
  });
});

describe('classifyReply', () => {
  it('code 0 is ok', () => {
    expect(classifyReply(200, { code: 0, data: { x: 1 } })).toMatchObject({ kind: 'ok' });
    expect(classifyReply(204, undefined)).toMatchObject({ kind: 'ok' });
  });
  it('a positive code is a business error', () => {
    expect(classifyReply(200, { code: 12, msg: 'PROJECT_FULL' })).toMatchObject({
      kind: 'business-error',
      reply: { code: 12 },
    });
  });
  it('no body or a negative code ends the session', () => {
    expect(classifyReply(200, undefined)).toEqual({ kind: 'session-expired' });
    expect(classifyReply(200, '')).toEqual({ kind: 'session-expired' });
    expect(classifyReply(200, { code: -1 })).toEqual({ kind: 'session-expired' });
  });
  it('another status is a network error carrying the status', () => {
    expect(classifyReply(500, 'Internal')).toEqual({
      kind: 'network-error',
      code: 500,
      msg: '',
      data: null,
    });
    expect(classifyReply(404, { code: 3, msg: 'nope' })).toMatchObject({
      kind: 'network-error',
      code: 404,
      msg: 'nope',
    });
    expect(classifyReply(0, undefined)).toMatchObject({ kind: 'network-error', code: 1 });
  });
  it('a failure without status is code 1 unless the error carries one', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network-error',
      code: 1,
      msg: 'Failed to fetch',
    });
    expect(classifyFailure({ code: 408 })).toMatchObject({ code: 408 });
  });
});

describe('urls and forms', () => {
  it('builds urls under the base path', () => {
    expect(apiUrl('', '/api/login/baseconfig')).toBe('/h5/api/api/login/baseconfig');
    expect(apiUrl('https://api.example.sg/', 'upload', { lang: 'cn' })).toBe(
      'https://api.example.sg/h5/api/upload?lang=cn',
    );
  });
  it('encodes urlencoded bodies', () => {
    expect(encodeForm({ a: 'x y', b: 2, c: undefined, d: { e: 1 } })).toBe(
      'a=x+y&b=2&d=%7B%22e%22%3A1%7D',
    );
  });
});

describe('reply defaults', () => {
  it('wait defaults to 3', async () => {
    const { DEFAULT_WAIT } = await import('./transport');
    expect(DEFAULT_WAIT).toBe(3);
    expect(normalizeReply({ code: 0 }).wait).toBe(DEFAULT_WAIT);
  });
});
