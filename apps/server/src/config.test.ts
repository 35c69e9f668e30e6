import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { PRODUCTION_PAYNOW } from './testing/productionSettings';

describe('HOST', () => {
  it('listens on every address by default and on the one given otherwise', () => {
    expect(readConfig({}).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '' }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '::1' }).host).toBe('::1');
    expect(readConfig({ HOST: '::' }).host).toBe('::');
    expect(readConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(readConfig({ HOST: ' 10.0.0.5 ' }).host).toBe('10.0.0.5');
  });

  it('refuses a value that is no address or host name', () => {
    for (const bad of ['http://localhost', 'local host', 'localhost:8080', '[::1]', '-x', 'a/b'])
      expect(() => readConfig({ HOST: bad }), bad).toThrow(/HOST/);
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty by default: only the server’s own origin may call it', () => {
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(readConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(readConfig({ CORS_ORIGINS: ' , ' }).corsOrigins).toEqual([]);
  });

  it('reads a comma-separated list of origins, written the way browsers send them', () => {
    expect(
      readConfig({
        CORS_ORIGINS:
          'https://app.example.sg, http://localhost:5173,https://APP2.Example.sg:443/,https://app.example.sg',
      }).corsOrigins,
    ).toEqual(['https://app.example.sg', 'http://localhost:5173', 'https://app2.example.sg']);
    expect(readConfig({ CORS_ORIGINS: 'http://[::1]:8081' }).corsOrigins).toEqual([
      'http://[::1]:8081',
    ]);
  });

  it('refuses anything that is not an http(s) origin, naming the setting and the value', () => {
    for (const bad of [
      '*',
      'app.example.sg',
      'ftp://app.example.sg',
      'https://app.example.sg/h5',
      'https://user@app.example.sg',
      'https://app.example.sg?x=1',
      'https://app.example.sg#top',
      'null',
      'https://*.example.sg',
    ])
      expect(() => readConfig({ CORS_ORIGINS: `https://ok.example.sg,${bad}` }), bad).toThrow(
        /CORS_ORIGINS.*"/,
      );
  });
});

describe('BEHIND_TLS', () => {
  it('is off by default, on with "on", and refuses anything else', () => {
    expect(readConfig({}).behindTls).toBe(false);
    expect(readConfig({ BEHIND_TLS: 'off' }).behindTls).toBe(false);
    expect(readConfig({ BEHIND_TLS: 'on' }).behindTls).toBe(true);
    for (const bad of ['yes', 'true', '1', 'ON '])
      expect(() => readConfig({ BEHIND_TLS: bad }), bad).toThrow(/BEHIND_TLS/);
  });
});

describe('DRAWN_PAGES_PER_ADDRESS and DRAWN_PAGES_PER_SESSION', () => {
  it('are 120 and 30 pages a minute by default, and what the operator sets otherwise', () => {
    expect(readConfig({}).drawnPageLimits).toEqual({ perAddress: 120, perSession: 30 });
    expect(
      readConfig({ DRAWN_PAGES_PER_ADDRESS: '600', DRAWN_PAGES_PER_SESSION: '45' }).drawnPageLimits,
    ).toEqual({ perAddress: 600, perSession: 45 });
  });

  it('refuse anything but a whole number of at least 1, naming the setting', () => {
    for (const value of ['0', '-3', '2.5', 'many'])
      expect(() => readConfig({ DRAWN_PAGES_PER_SESSION: value })).toThrow(
        `DRAWN_PAGES_PER_SESSION must be a whole number of at least 1, got "${value}"`,
      );
    expect(() => readConfig({ DRAWN_PAGES_PER_ADDRESS: '0' })).toThrow(/DRAWN_PAGES_PER_ADDRESS/);
  });
});

describe('API_ORIGIN', () => {
  it('is unset by default (the app calls this server) and an http(s) origin otherwise', () => {
    expect(readConfig({}).apiOrigin).toBeUndefined();
    expect(readConfig({ API_ORIGIN: '' }).apiOrigin).toBeUndefined();
    expect(readConfig({ API_ORIGIN: 'https://api.example.sg/' }).apiOrigin).toBe(
      'https://api.example.sg',
    );
    for (const bad of ['api.example.sg', 'wss://api.example.sg', 'https://api.example.sg/v1'])
      expect(() => readConfig({ API_ORIGIN: bad }), bad).toThrow(/API_ORIGIN/);
  });
});

describe('PAYNOW_UEN, PAYNOW_NAME and PAYNOW_CITY', () => {
  const payNow = PRODUCTION_PAYNOW;

  it("are the demo operator's outside production when unset, and the operator's when set", () => {
    expect(readConfig({}).payNow).toEqual({
      uen: '202600001K',
      name: 'Carbon Market Demo Ltd',
      city: 'Singapore',
    });
    expect(readConfig(payNow).payNow).toEqual({
      uen: '201403121W',
      name: 'Carbon Market Pte Ltd',
      city: 'Singapore',
    });
    expect(readConfig({ ...payNow, NODE_ENV: 'production' }).payNow.uen).toBe('201403121W');
  });

  it('are required in production, all three together', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /required with NODE_ENV=production/,
    );
    expect(() => readConfig({ PAYNOW_UEN: '201403121W' })).toThrow(/together/);
  });

  it('refuse details a PayNow code cannot carry', () => {
    expect(() => readConfig({ ...payNow, PAYNOW_UEN: '12345' })).toThrow(/PayNow code/);
    expect(() => readConfig({ ...payNow, PAYNOW_NAME: 'Carbon Market Holdings Pte Ltd' })).toThrow(
      /PayNow code/,
    );
    expect(() => readConfig({ ...payNow, PAYNOW_NAME: '碳市场' })).toThrow(/PayNow code/);
  });
});

describe('the database and the instances around it', () => {
  it('uses the SQLite file unless DATABASE_URL names a PostgreSQL server', () => {
    expect(readConfig({}).databaseUrl).toBeUndefined();
    expect(readConfig({ DATABASE_URL: ' ' }).databaseUrl).toBeUndefined();
    expect(readConfig({ DATABASE_URL: 'postgres://app@db:5432/carbonmarket' }).databaseUrl).toBe(
      'postgres://app@db:5432/carbonmarket',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/carbonmarket' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
  });

  it('shares rate limits in Redis only when REDIS_URL names it', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => readConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('trusts no proxy by default, and the addresses and ranges TRUST_PROXY lists', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,, ::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const wrong of ['nginx', '10.0.0.0/33', '127.0.0.1/8/8', '*'])
      expect(() => readConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });
});
