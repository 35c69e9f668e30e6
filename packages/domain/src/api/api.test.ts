import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { instantWire, moneyWire, tonsWire } from './wire';
import { REPLY_CODE, replySchema } from './envelope';
import { endpoints } from './registry';
import { ENDPOINTS } from './allEndpoints';
import { baseConfigWire, limitsWire } from './endpoints/config';
import { CODE_PURPOSES, sessionWire } from './endpoints/auth';
import { DEFAULT_BUSINESS_CONFIG } from '../config/defaults';
import { money } from '../money/money';
import { tons } from '../money/tons';
import { isErrorCode } from '../errors/errorCode';

describe('wire codecs', () => {
  it('read decimal strings into Money and Tons, and refuse numbers and junk', () => {
    expect(moneyWire.parse('12.3').toString()).toBe('12.30');
    expect(moneyWire.parse('-5').toString()).toBe('-5.00');
    expect(tonsWire.parse('2.5').toString()).toBe('2.5');
    for (const bad of [12.3, '1.234', '1e3', '', ' 5'])
      expect(moneyWire.safeParse(bad).success, String(bad)).toBe(false);
    for (const bad of [3, '-1', '1.2345', 'x'])
      expect(tonsWire.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('read ISO instants with an offset into Date', () => {
    expect(instantWire.parse('2026-11-20T10:00:00+08:00').toISOString()).toBe(
      '2026-11-20T02:00:00.000Z',
    );
    expect(instantWire.parse('2026-11-20T02:00:00.000Z').getTime()).toBe(Date.UTC(2026, 10, 20, 2));
    expect(instantWire.safeParse('20/11/2026').success).toBe(false);
    expect(instantWire.safeParse(1795132800000).success).toBe(false);
  });

  it('round-trip: Money, Tons and Date survive JSON exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }),
        (cents, milliTons, when) => {
          const abs = cents < 0n ? -cents : cents;
          const amount = money(
            `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`,
          );
          const quantity = tons(
            `${Math.floor(milliTons / 1000)}.${String(milliTons % 1000).padStart(3, '0')}`,
          );
          const wire = JSON.parse(JSON.stringify({ amount, quantity, when })) as unknown;
          const read = z
            .object({ amount: moneyWire, quantity: tonsWire, when: instantWire })
            .parse(wire);
          expect(read.amount.toString()).toBe(amount.toString());
          expect(read.quantity.toString()).toBe(quantity.toString());
          expect(read.when.getTime()).toBe(when.getTime());
        },
      ),
    );
  });
});

describe('reply envelope', () => {
  it('fills wait and time defaults and types data', () => {
    const schema = replySchema(z.object({ n: z.number() }));
    expect(schema.parse({ code: 0, msg: '', data: { n: 1 } })).toEqual({
      code: 0,
      msg: '',
      data: { n: 1 },
      wait: 3,
      time: '',
    });
    expect(schema.parse({ code: 12, msg: 'PROJECT_FULL', data: null }).data).toBeNull();
    expect(schema.safeParse({ code: '0', msg: '', data: null }).success).toBe(false);
    expect(REPLY_CODE).toEqual({ ok: 0, error: 1, sessionEnded: -1 });
  });
});

describe('endpoint registry', () => {
  it('has unique names and unique method + path pairs under /h5/api', () => {
    const names = ENDPOINTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const e of ENDPOINTS) {
      expect(e.path, e.name).toMatch(/^\/[a-z]+(\/[a-z:]+)*$/);
      expect(e.path.startsWith('/h5'), e.name).toBe(false);
      expect(e.summary.length, e.name).toBeGreaterThan(10);
      for (const code of e.errors) expect(isErrorCode(code), `${e.name} ${code}`).toBe(true);
      if (e.moneyMoving) expect(e.method, e.name).toBe('POST');
    }
  });

  it('serves base config at the spec path', () => {
    expect(`${endpoints.config.base.method} ${endpoints.config.base.path}`).toBe(
      'GET /login/baseconfig',
    );
  });
});

describe('base config', () => {
  it('accepts the product defaults as limits', () => {
    expect(limitsWire.parse(DEFAULT_BUSINESS_CONFIG)).toEqual(DEFAULT_BUSINESS_CONFIG);
  });

  it('parses a full base config and refuses a socket host that is not ws(s)', () => {
    const config = {
      version: '1.0.0',
      socket_host: 'ws://localhost:8080/ws',
      limits: DEFAULT_BUSINESS_CONFIG,
      plans: [{ level: 'P1', period: 'monthly', price: '9.90' }],
      payNow: { uen: '202600001K', name: 'Carbon Market Demo Ltd', city: 'Singapore' },
      features: { guestLogin: true, registration: true, footprint: true },
    };
    expect(baseConfigWire.parse(config).plans[0]?.price.toString()).toBe('9.90');
    expect(baseConfigWire.safeParse({ ...config, socket_host: 'http://x' }).success).toBe(false);
  });

  it('says whether payments are simulated (demo), false when an older server leaves it out', () => {
    const config = {
      version: '1.0.0',
      socket_host: 'ws://localhost:8080/ws',
      limits: DEFAULT_BUSINESS_CONFIG,
      plans: [],
      payNow: { uen: '202600001K', name: 'Carbon Market Demo Ltd', city: 'Singapore' },
      features: { guestLogin: true, registration: true, footprint: true },
    };
    expect(baseConfigWire.parse({ ...config, demo: true }).demo).toBe(true);
    expect(baseConfigWire.parse({ ...config, demo: false }).demo).toBe(false);
    expect(baseConfigWire.parse(config).demo).toBe(false);
    expect(baseConfigWire.safeParse({ ...config, demo: 'on' }).success).toBe(false);
  });
});

describe('auth endpoints', () => {
  it('validate requests with the domain form schemas', () => {
    expect(
      endpoints.auth.login.request.safeParse({
        visitorType: 'personal',
        email: 'a@b.sg',
        password: 'x',
        agreed: true,
      }).success,
    ).toBe(true);
    expect(endpoints.auth.register.request.safeParse({ visitorType: 'guest' }).success).toBe(false);
    expect(
      endpoints.auth.sendCode.request.safeParse({ email: 'a@b.sg', purpose: 'register' }).success,
    ).toBe(true);
    expect(
      endpoints.auth.sendCode.request.safeParse({ email: 'a@b.sg', purpose: 'spam' }).error
        ?.issues[0]?.message,
    ).toBe('OPERATION_FAILED');
    expect(CODE_PURPOSES).toEqual(['register', 'reset_password']);
  });

  it('return a session with an opaque token of at least 128 bits', () => {
    const session = {
      token: 'a'.repeat(22),
      loginInfo: {
        mem_id: 7,
        realname: 'Ana Tan',
        account: 'a@b.sg',
        mobile: '91234567',
        avatar: '',
      },
      visitorType: 'personal',
      is_answer: false,
    };
    expect(sessionWire.parse(session).loginInfo.mem_id).toBe(7);
    expect(sessionWire.safeParse({ ...session, token: 'short' }).success).toBe(false);
  });
});
