import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { PRODUCTION_PAYNOW } from '../testing/productionSettings';

describe('demo mode setting (DEMO)', () => {
  it('is on by default outside production, with the demo operator', () => {
    expect(readConfig({})).toMatchObject({ demo: true, demoScheduler: true });
    expect(readConfig({ NODE_ENV: 'development' })).toMatchObject({
      demo: true,
      demoScheduler: true,
    });
    expect(readConfig({ DEMO: 'on' })).toMatchObject({ demo: true, demoScheduler: true });
  });

  it('DEMO=off turns off both the demo data and the demo operator', () => {
    expect(readConfig({ DEMO: 'off' })).toMatchObject({ demo: false, demoScheduler: false });
    expect(readConfig({ DEMO: 'off', DEMO_SCHEDULER: 'on' })).toMatchObject({
      demo: false,
      demoScheduler: false,
    });
  });

  it('DEMO_SCHEDULER=off keeps the demo data but stops the demo operator', () => {
    expect(readConfig({ DEMO_SCHEDULER: 'off' })).toMatchObject({
      demo: true,
      demoScheduler: false,
    });
  });

  it('is off in production unless asked for', () => {
    expect(readConfig({ NODE_ENV: 'production', ...PRODUCTION_PAYNOW })).toMatchObject({
      demo: false,
      demoScheduler: false,
    });
    expect(readConfig({ NODE_ENV: 'production', DEMO: 'off', ...PRODUCTION_PAYNOW })).toMatchObject(
      {
        demo: false,
        demoScheduler: false,
      },
    );
  });

  it('refuses DEMO=on in production, saying why and what to do', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DEMO: 'on' })).toThrow(
      /DEMO=on.*NODE_ENV=production.*simulated.*DEMO=off/s,
    );
  });

  it('refuses a value other than on or off', () => {
    for (const value of ['yes', 'true', '1', 'ON ', ''])
      expect(() => readConfig({ DEMO: value }), value).toThrow(/DEMO must be "on" or "off"/);
  });
});
