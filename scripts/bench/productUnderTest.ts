// The product server as the server benchmarks measure it: the real server on a temporary SQLite
// database (or on `databaseUrl`'s PostgreSQL database), with the operator key, and the purchase
// caps lifted so that a purchase benchmark measures purchases rather than refusals, and the limits
// on verification codes and registrations per address lifted for its members.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import { buildServer } from '../../apps/server/src/app';
import { openData } from '../../apps/server/src/db/openData';
import { createSharedEventBus } from '../../apps/server/src/realtime/sharedEventBus';

export async function buildProductUnderTest(adminKey: string, databaseUrl?: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
  const data = await openData({
    dataDir: path.join(dir, 'data'),
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  // As main.ts runs it: on PostgreSQL, pushes pass between instances through NOTIFY.
  const events = databaseUrl ? await createSharedEventBus(databaseUrl) : undefined;
  const { app } = await buildServer(
    { staticDir: dir, dataDir: path.join(dir, 'data') },
    {
      data,
      ...(events ? { events } : {}),
      adminKey,
      codeSink: () => undefined,
      // The bench's members all register from one address, more of them than a person would.
      throttle: {
        code: { limit: 1_000_000, windowMs: 60_000 },
        account: { limit: 1_000_000, windowMs: 60_000 },
      },
      limits: {
        ...DEFAULT_BUSINESS_CONFIG,
        purchase: { maxPerMonth: 1_000_000_000, maxTotal: 1_000_000_000 },
      },
    },
  );
  return { app, data };
}
