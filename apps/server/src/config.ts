import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineOf } from './db/engine';
import { originOf } from './http/origins';
import { readDemoSetting } from './demo/demoSetting';
import type { DemoSetting } from './demo/demoSetting';
import { DEFAULT_SESSION_LIFETIME } from './auth/sessionLifetime';
import { AUTH_THROTTLE } from './auth/throttle';
import type { SessionLifetime } from './auth/sessionLifetime';
import { DEMO_PAYNOW_PAYEE, checkPayNowPayee } from './wallet/paymentProvider';
import { readTestClockStart } from './testClockSetting';
import type { PayNowPayee } from './wallet/paymentProvider';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Server settings from the environment, with the defaults of a local demo. */
export interface ServerConfig extends DemoSetting {
  port: number;
  host: string;
  /** Folder of the built reference app (index.html and assets). */
  staticDir: string;
  /** Folder of the SQLite database (and uploaded files). */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server (`postgres://…`); unset, the SQLite file in `dataDir`. */
  databaseUrl: string | undefined;
  /** REDIS_URL: where instances share their rate-limit counters; unset, each counts alone. */
  redisUrl: string | undefined;
  /**
   * TRUST_PROXY: the addresses (or CIDR ranges) of the proxies in front, such as nginx, whose
   * X-Forwarded-For names the client. Rate limits then count per client, not per proxy. Empty:
   * no proxy is trusted and the connection's address is the client's.
   */
  trustProxy: readonly string[];
  /** The operator's key for the admin surface; unset, the admin surface refuses everything. */
  adminKey: string | undefined;
  /** Origins besides the server's own whose pages may call the API and open the socket. */
  corsOrigins: readonly string[];
  /** The server is reached over TLS (a proxy terminates it): send HSTS, offer wss. */
  behindTls: boolean;
  /** The API the served app calls when it is not this server (its config.json's apiOrigin). */
  apiOrigin: string | undefined;
  /** How long a session lasts unused and at most (SESSION_IDLE_MINUTES, SESSION_LIFETIME_HOURS). */
  sessionLifetime: SessionLifetime;
  /**
   * Pages drawn with a visitor's data per minute, per client address and per session
   * (DRAWN_PAGES_PER_ADDRESS, DRAWN_PAGES_PER_SESSION; ADR 027); past them the shell is sent.
   */
  drawnPageLimits: { perAddress: number; perSession: number };
  /** The operator's PayNow details (PAYNOW_UEN, PAYNOW_NAME, PAYNOW_CITY), which top-ups pay. */
  payNow: PayNowPayee;
  /** End-to-end tests only (TEST_CLOCK_START): the instant the server's clock starts at. */
  testClockStart: Date | undefined;
}

/** Shortest operator key accepted: a guessable key would open every account. */
export const ADMIN_KEY_MIN_LENGTH = 16;

function readAdminKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < ADMIN_KEY_MIN_LENGTH)
    throw new Error(`ADMIN_KEY must be at least ${ADMIN_KEY_MIN_LENGTH} characters`);
  return value;
}

/** Every address (`0.0.0.0`) unless HOST names an IP address or a host name. */
function readHost(value: string | undefined): string {
  const host = value?.trim() ?? '';
  if (host === '') return '0.0.0.0';
  const hostName =
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (isIP(host) === 0 && !hostName.test(host))
    throw new Error(`HOST must be an IP address or a host name, got "${value}"`);
  return host;
}

/** CORS_ORIGINS: comma-separated http(s) origins; blanks are skipped, repeats kept once. */
function readOriginList(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const origin = originOf(item);
      if (!origin)
        throw new Error(
          `CORS_ORIGINS must list http(s) origins such as https://app.example.sg, got "${item}"`,
        );
      return origin;
    });
  return [...new Set(origins)];
}

/** An on/off switch that is off unless set to exactly `on`; any other value is a mistake. */
function readSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'off') return false;
  if (value === 'on') return true;
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

function readApiOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const origin = originOf(value);
  if (!origin)
    throw new Error(
      `API_ORIGIN must be an http(s) origin such as https://api.example.sg, got "${value}"`,
    );
  return origin;
}

/** A whole number of units, at least 1, or `fallback` when unset. */
function readWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return number;
}

/** SESSION_IDLE_MINUTES and SESSION_LIFETIME_HOURS, ADR 039's defaults when unset. */
function readSessionLifetime(env: NodeJS.ProcessEnv): SessionLifetime {
  const idleMinutes = readWholeNumber(
    'SESSION_IDLE_MINUTES',
    env['SESSION_IDLE_MINUTES'],
    DEFAULT_SESSION_LIFETIME.idleMs / 60_000,
  );
  const lifetimeHours = readWholeNumber(
    'SESSION_LIFETIME_HOURS',
    env['SESSION_LIFETIME_HOURS'],
    DEFAULT_SESSION_LIFETIME.lifetimeMs / 3_600_000,
  );
  if (idleMinutes > lifetimeHours * 60)
    throw new Error('SESSION_IDLE_MINUTES must not be longer than SESSION_LIFETIME_HOURS');
  return { idleMs: idleMinutes * 60_000, lifetimeMs: lifetimeHours * 3_600_000 };
}

/** DRAWN_PAGES_PER_ADDRESS and DRAWN_PAGES_PER_SESSION (a minute's pages), the defaults when unset. */
function readDrawnPageLimits(env: NodeJS.ProcessEnv): ServerConfig['drawnPageLimits'] {
  return {
    perAddress: readWholeNumber(
      'DRAWN_PAGES_PER_ADDRESS',
      env['DRAWN_PAGES_PER_ADDRESS'],
      AUTH_THROTTLE.drawnPagesAddress.limit,
    ),
    perSession: readWholeNumber(
      'DRAWN_PAGES_PER_SESSION',
      env['DRAWN_PAGES_PER_SESSION'],
      AUTH_THROTTLE.drawnPagesSession.limit,
    ),
  };
}

/**
 * PAYNOW_UEN, PAYNOW_NAME and PAYNOW_CITY: all three, or none for the demo operator's details.
 * With NODE_ENV=production they are required: members would pay a UEN that belongs to nobody.
 */
function readPayNowPayee(env: NodeJS.ProcessEnv): PayNowPayee {
  const names = ['PAYNOW_UEN', 'PAYNOW_NAME', 'PAYNOW_CITY'] as const;
  const [uen, name, city] = names.map((key) => env[key]?.trim() ?? '');
  const given = [uen, name, city].filter((value) => value !== '').length;
  if (given === 0) {
    if (env['NODE_ENV'] === 'production')
      throw new Error(
        'PAYNOW_UEN, PAYNOW_NAME and PAYNOW_CITY are required with NODE_ENV=production: ' +
          "top-ups are paid to the operator's PayNow details.",
      );
    return DEMO_PAYNOW_PAYEE;
  }
  if (given < 3 || !uen || !name || !city)
    throw new Error('Set PAYNOW_UEN, PAYNOW_NAME and PAYNOW_CITY together, or none of them');
  try {
    return checkPayNowPayee({ uen, name, city });
  } catch (error) {
    throw new Error(
      `PAYNOW_UEN, PAYNOW_NAME and PAYNOW_CITY cannot go into a PayNow code: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Where the data lives (DATA_DIR, DATABASE_URL), all that migrating needs of the environment. */
export function readDataLocation(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  return {
    dataDir: path.resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: readDatabaseUrl(env['DATABASE_URL']),
  };
}

/** DATABASE_URL, checked to name an engine the server speaks (see `db/engine.ts`). */
function readDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  engineOf(value);
  return value.trim();
}

/** REDIS_URL: a `redis://` or `rediss://` URL, or unset. */
function readRedisUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^rediss?:\/\//i.test(value.trim()))
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return value.trim();
}

/** TRUST_PROXY: comma-separated IP addresses or CIDR ranges; blanks skipped. */
function readTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !bitsOk || rest.length > 0)
      throw new Error(`TRUST_PROXY must list IP addresses or CIDR ranges, got "${entry}"`);
  }
  return entries;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env['PORT'] ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${env['PORT']}"`);
  return {
    port,
    host: readHost(env['HOST']),
    staticDir: path.resolve(env['STATIC_DIR'] ?? path.join(here, '../../reference/dist')),
    ...readDataLocation(env),
    redisUrl: readRedisUrl(env['REDIS_URL']),
    trustProxy: readTrustedProxies(env['TRUST_PROXY']),
    adminKey: readAdminKey(env['ADMIN_KEY']),
    corsOrigins: readOriginList(env['CORS_ORIGINS']),
    behindTls: readSwitch('BEHIND_TLS', env['BEHIND_TLS']),
    apiOrigin: readApiOrigin(env['API_ORIGIN']),
    sessionLifetime: readSessionLifetime(env),
    drawnPageLimits: readDrawnPageLimits(env),
    // After the demo setting: DEMO=on in production is the first thing to report.
    ...readDemoSetting(env),
    payNow: readPayNowPayee(env),
    testClockStart: readTestClockStart(env),
  };
}
