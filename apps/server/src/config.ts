import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDemoSetting } from './demo/demoSetting';
import type { DemoSetting } from './demo/demoSetting';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Server settings from the environment, with the defaults of a local demo. */
export interface ServerConfig extends DemoSetting {
  port: number;
  host: string;
  /** Folder of the built reference app (index.html and assets). */
  staticDir: string;
  /** Folder of the SQLite database (and uploaded files). */
  dataDir: string;
  /** The operator's key for the admin surface; unset, the admin surface refuses everything. */
  adminKey: string | undefined;
}

/** Shortest operator key accepted: a guessable key would open every account. */
export const ADMIN_KEY_MIN_LENGTH = 16;

function readAdminKey(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < ADMIN_KEY_MIN_LENGTH)
    throw new Error(`ADMIN_KEY must be at least ${ADMIN_KEY_MIN_LENGTH} characters`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env['PORT'] ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${env['PORT']}"`);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    staticDir: path.resolve(env['STATIC_DIR'] ?? path.join(here, '../../reference/dist')),
    dataDir: path.resolve(env['DATA_DIR'] ?? './data'),
    adminKey: readAdminKey(env['ADMIN_KEY']),
    ...readDemoSetting(env),
  };
}
