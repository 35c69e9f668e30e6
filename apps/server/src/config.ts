import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Server settings from the environment, with the defaults of a local demo. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built reference app (index.html and assets). */
  staticDir: string;
  /** Folder of the SQLite database. */
  dataDir: string;
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
  };
}
