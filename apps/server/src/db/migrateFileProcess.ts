import { migrateDatabase } from './migrateDatabase';
import { openSqliteKysely } from './sqliteKysely';

/*
 * Migrates the SQLite file named first on the command line, as a server starting would, once the
 * clock reaches the instant (milliseconds) named second, and prints the versions it applied as
 * JSON. The test of servers starting together on one file runs several at once.
 */
const [file = '', startAt = '0'] = process.argv.slice(2);
const { raw, db } = openSqliteKysely(file);
raw.pragma('busy_timeout = 10000');
raw.pragma('journal_mode = WAL');
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 1));
try {
  const ran = await migrateDatabase({ db, engine: 'sqlite', sqlite: raw });
  process.stdout.write(JSON.stringify(ran));
} finally {
  raw.close();
}
