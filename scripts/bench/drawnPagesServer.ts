// The server of `bench:server`'s drawn pages: the real product server serving the built app
// (`npm run build` first), whose renderer draws signed-in pages (ADR 027), on a temporary
// database, with the operator key. Prints `READY <url>` once listening.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/openDatabase';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, '../../apps/reference/dist');
const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cm-bench-drawn-')), 'data');
const { app } = await buildServer(
  { staticDir, dataDir },
  {
    db: openDatabase(dataDir),
    adminKey: process.env['ADMIN_KEY'] ?? 'bench-admin-key-0123456789',
    codeSink: () => undefined,
  },
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
process.once('SIGTERM', () => process.exit(0));
