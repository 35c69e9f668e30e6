// The domain package builds to two ES modules with type declarations, usable from plain Node:
// `index` (the rules), which needs decimal.js and date-fns and not zod, and
// `contract` (the API contract and form schemas), which adds zod.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Domain from '@carbonmarket/domain';
import type * as Contract from '@carbonmarket/domain/contract';

const domainDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/domain',
);
const dist = path.join(domainDir, 'dist');

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** The packages a built module needs at run time, through the shared chunks it imports. */
function packagesImportedBy(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/^(?:import|export) .* from "([^"]+)";$/gm)].map(
    (m) => m[1] ?? '',
  );
  for (const specifier of specifiers) {
    if (specifier.startsWith('.')) {
      for (const name of packagesImportedBy(path.resolve(path.dirname(file), specifier), seen))
        found.add(name);
    } else found.add(packageOf(specifier) ?? specifier);
  }
  return found;
}

describe('@carbonmarket/domain build', () => {
  beforeAll(() => {
    execFileSync('npm', ['run', '-s', 'build'], { cwd: domainDir, stdio: 'pipe' });
  }, 120_000);

  it('emits ES modules that work in Node', async () => {
    const mod = (await import(pathToFileURL(path.join(dist, 'index.js')).href)) as typeof Domain;
    expect(mod.formatMoney(mod.multiply(mod.money('12.34'), mod.tons('3')))).toBe('S$37.02');
    expect(mod.isErrorCode('PROJECT_FULL')).toBe(true);
    expect(mod.ERROR_CATALOGUE.SELL_QUANTITY_INVALID.params).toEqual(['step']);
    expect(mod.API_BASE_PATH).toBe('/h5/api');
    const contract = (await import(
      pathToFileURL(path.join(dist, 'contract.js')).href
    )) as typeof Contract;
    expect(contract.endpoints.orders.buy.name).toBe('orders.buy');
    expect(contract.loginFormSchema.safeParse({}).success).toBe(false);
  });

  it('emits type declarations for both entries', () => {
    const types = readFileSync(path.join(dist, 'index.d.ts'), 'utf8');
    expect(types).toContain("export * from './money'");
    expect(types).not.toContain("'./api'");
    expect(existsSync(path.join(dist, 'money', 'money.d.ts'))).toBe(true);
    const contract = readFileSync(path.join(dist, 'contract.d.ts'), 'utf8');
    expect(contract).toContain("export * from './api'");
    expect(readFileSync(path.join(dist, 'validation', 'index.d.ts'), 'utf8')).toContain(
      'registerFormSchema',
    );
  });

  it('keeps zod out of the rules: only the contract imports it', () => {
    expect([...packagesImportedBy(path.join(dist, 'index.js'))].sort()).toEqual([
      'date-fns',
      'decimal.js',
    ]);
    const expected = ['date-fns', 'decimal.js', 'zod'];
    expect([...packagesImportedBy(path.join(dist, 'contract.js'))].sort()).toEqual(expected);
    const pkg = JSON.parse(readFileSync(path.join(domainDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(expected);
  });

  it('carries the error codes, not their words (the design system holds those)', () => {
    const built = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    expect(built).toContain('PROJECT_FULL');
    expect(built).not.toContain('This project is full');
    expect(built).not.toContain('项目已满');
  });
});
