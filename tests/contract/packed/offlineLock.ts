// A package-lock.json for an app outside the workspace, taken from the workspace's own lock, so
// `npm ci --offline` installs it from the npm cache that the workspace's `npm ci` filled: npm ci
// fetches tarballs by integrity and needs no registry metadata, which that cache does not hold.

/** One `packages` entry of a lock file (lockfileVersion 3). */
export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  license?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

export interface LockFile {
  name: string;
  version: string;
  lockfileVersion: 3;
  requires: true;
  packages: Record<string, LockEntry>;
}

/** A package installed from a local tarball instead of the registry. */
export interface LocalTarball {
  /** What package.json says, e.g. `file:../packs/carbonmarket-ui-0.1.0.tgz`. */
  spec: string;
  integrity: string;
  /** The package.json inside the tarball. */
  manifest: LockEntry & { name: string; version: string };
  /** Where the workspace keeps the package (`packages/ui`): its nested dependencies live there. */
  workspaceDir: string;
}

export interface AppManifest {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** The dependencies npm installs for an entry: regular, optional and non-optional peers. */
function edges(entry: LockEntry): { name: string; optional: boolean }[] {
  const optionalPeer = (name: string) => entry.peerDependenciesMeta?.[name]?.optional === true;
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !optionalPeer(name))
      .map((name) => ({ name, optional: false })),
  ];
}

/** The folder a lock key sits in: `node_modules/a/node_modules/b` → `node_modules/a`. */
function parentOf(key: string): string {
  const at = key.lastIndexOf('/node_modules/');
  return at >= 0 ? key.slice(0, at) : '';
}

/** Where Node would find `name` from the package at `from`, in the workspace's lock. */
function findFrom(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  for (let dir = from; ; dir = parentOf(dir)) {
    const key = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (packages[key]) return key;
    if (dir === '') return null;
  }
}

/**
 * The lock for `app`: its registry dependencies (and theirs) at the places and versions the
 * workspace lock has them, the local tarballs as `file:` entries. Throws when the app needs a
 * package the workspace lock does not hold (it could not be installed offline).
 */
export function offlineLock(
  workspace: LockFile,
  app: AppManifest,
  tarballs: ReadonlyMap<string, LocalTarball>,
): LockFile {
  const packages: Record<string, LockEntry> = {
    '': { ...app },
  };
  /** A workspace key as placed in the app: a workspace package's nested folder moves under it. */
  const placed = (key: string) => {
    for (const [name, tarball] of tarballs)
      if (key.startsWith(`${tarball.workspaceDir}/`))
        return `node_modules/${name}/${key.slice(tarball.workspaceDir.length + 1)}`;
    return key;
  };
  const queue: { from: string; entry: LockEntry; by: string }[] = [
    {
      from: '',
      entry: { dependencies: { ...app.dependencies, ...app.devDependencies } },
      by: app.name,
    },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { name, optional } of edges(next.entry)) {
      const tarball = tarballs.get(name);
      if (tarball) {
        const key = `node_modules/${name}`;
        if (packages[key]) continue;
        const { manifest } = tarball;
        packages[key] = {
          version: manifest.version,
          resolved: tarball.spec,
          integrity: tarball.integrity,
          ...(manifest.license ? { license: manifest.license } : {}),
          ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
          ...(manifest.peerDependencies ? { peerDependencies: manifest.peerDependencies } : {}),
        };
        queue.push({ from: tarball.workspaceDir, entry: manifest, by: name });
        continue;
      }
      const found = findFrom(workspace.packages, next.from, name);
      if (!found) {
        if (optional) continue;
        throw new Error(
          `${name} (needed by ${next.by}) is not in the workspace's package-lock.json`,
        );
      }
      const entry = workspace.packages[found];
      if (!entry || entry.link)
        throw new Error(`${name} is a workspace link, not a registry package`);
      const key = placed(found);
      if (packages[key]) continue;
      packages[key] = entry;
      queue.push({ from: found, entry, by: name });
    }
  }
  return { name: app.name, version: app.version, lockfileVersion: 3, requires: true, packages };
}
