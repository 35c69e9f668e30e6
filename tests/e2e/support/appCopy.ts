// The built app with its own runtime config.json, for a server that serves the app on one origin
// while the API lives on another (the way a team points the app at its own backend).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STATIC_DIR, requireBuiltApp } from './server';

export interface AppCopy {
  /** The folder to serve as STATIC_DIR. */
  readonly dir: string;
  /** Deletes the copy. */
  dispose(): void;
}

/** Copies the built app to a temporary folder and writes `config` as its config.json. */
export function appCopyWithConfig(config: { apiOrigin: string }): AppCopy {
  requireBuiltApp();
  const root = mkdtempSync(path.join(os.tmpdir(), 'cm-e2e-app-'));
  const dir = path.join(root, 'dist');
  cpSync(STATIC_DIR, dir, { recursive: true });
  writeFileSync(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return { dir, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
