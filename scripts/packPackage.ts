// Packs a workspace package for publishing. In the workspace a package's `exports` point at its
// TypeScript source; the published package points at its build. npm applies no `publishConfig`
// field but the registry settings, so this applies the rest the way pnpm and Yarn do: the package
// is built into a staging folder whose package.json has `publishConfig`'s fields in place of the
// top-level ones, and `npm pack` packs that folder (docs/adr/018-publishable-packages.md).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of a package.json this script reads or rewrites. */
export interface PackageManifest {
  name: string;
  version: string;
  scripts?: Record<string, string>;
  files?: string[];
  publishConfig?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the `.tgz`. */
  tarball: string;
  /** Subresource integrity of the tarball, as npm writes it into lock files. */
  integrity: string;
  /** The package.json inside the tarball. */
  manifest: PackageManifest;
}

/** `publishConfig` settings that npm itself reads when publishing; they stay where they are. */
const NPM_PUBLISH_SETTINGS = new Set(['access', 'registry', 'tag', 'provenance']);

/**
 * The package.json as published: `publishConfig`'s fields replace the top-level ones, the
 * registry settings stay in `publishConfig`, and the scripts (workspace tooling) are dropped.
 */
export function publishManifest(manifest: PackageManifest): PackageManifest {
  const { publishConfig = {}, ...fields } = manifest;
  delete fields.scripts;
  const settings = Object.entries(publishConfig).filter(([key]) => NPM_PUBLISH_SETTINGS.has(key));
  const overrides = Object.entries(publishConfig).filter(([key]) => !NPM_PUBLISH_SETTINGS.has(key));
  return {
    ...fields,
    ...Object.fromEntries(overrides),
    ...(settings.length > 0 ? { publishConfig: Object.fromEntries(settings) } : {}),
  };
}

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;

/** A binary of the workspace's own tools (vite, tsc). */
function bin(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'node_modules', '.bin', name);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name} is not installed: run npm ci first`);
    dir = parent;
  }
}

/**
 * Builds the package in `packageDir` (vite, then tsc for the declarations) into a staging folder,
 * packs it into `destination` with `npm pack` and returns the tarball. The package's own `dist/`
 * is left alone.
 */
export function packPackage(packageDir: string, destination: string): PackedPackage {
  const manifest = readManifest(packageDir);
  const stage = mkdtempSync(path.join(os.tmpdir(), 'cm-stage-'));
  try {
    const dist = path.join(stage, 'dist');
    const run = (command: string, args: string[], cwd: string) =>
      execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
    run(
      bin('vite'),
      ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      packageDir,
    );
    run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', dist], packageDir);

    // What `files` names besides the build (the sources the source maps point to), and the
    // read-me and licence npm always includes; `npm pack` applies the exclusions in `files`.
    const shipped = (manifest.files ?? []).filter((f) => !f.startsWith('!') && f !== 'dist');
    const always = readdirSync(packageDir).filter((f) => /^(readme|license|licence)/i.test(f));
    for (const entry of [...shipped, ...always]) {
      const from = path.join(packageDir, entry);
      if (existsSync(from)) cpSync(from, path.join(stage, entry), { recursive: true });
    }
    writeFileSync(
      path.join(stage, 'package.json'),
      `${JSON.stringify(publishManifest(manifest), null, 2)}\n`,
    );

    mkdirSync(destination, { recursive: true });
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', destination], stage),
    ) as { filename: string; integrity: string }[];
    if (!packed) throw new Error(`npm pack printed nothing for ${manifest.name}`);
    return {
      name: manifest.name,
      version: manifest.version,
      tarball: path.join(destination, packed.filename),
      integrity: packed.integrity,
      manifest: readManifest(stage),
    };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
