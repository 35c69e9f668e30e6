// The server under test of `npm run bench:server` (`productUnderTest.ts`), on DATABASE_URL's
// PostgreSQL database when set. Prints `READY <url>` once listening.
import { buildProductUnderTest } from './productUnderTest';

const { app } = await buildProductUnderTest(
  process.env['ADMIN_KEY'] ?? 'bench-admin-key-0123456789',
  process.env['DATABASE_URL'],
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
// Exit on SIGTERM through process.exit, so a `--cpu-prof` profile is written.
process.once('SIGTERM', () => process.exit(0));
