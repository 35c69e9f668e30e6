// The server under test of `npm run bench:server`: the real product server on a temporary
// SQLite database (or on DATABASE_URL's PostgreSQL database when set), with the operator key,
// and purchase caps lifted so a purchase benchmark measures purchases rather than refusals.
// Prints `READY <url>` once listening.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import { buildServer } from '../../apps/server/src/app';
import { openData } from '../../apps/server/src/db/openData';
import { createSharedEventBus } from '../../apps/server/src/realtime/sharedEventBus';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
const databaseUrl = process.env['DATABASE_URL'];
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
    adminKey: process.env['ADMIN_KEY'] ?? 'bench-admin-key-0123456789',
    codeSink: () => undefined,
    limits: {
      ...DEFAULT_BUSINESS_CONFIG,
      purchase: { maxPerMonth: 1_000_000_000, maxTotal: 1_000_000_000 },
    },
  },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
// Exit on SIGTERM through process.exit, so a `--cpu-prof` profile is written.
process.once('SIGTERM', () => process.exit(0));
