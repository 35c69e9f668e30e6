// The domain package builds to one ES module with type declarations, usable from plain Node,
// and depends at run time on zod, decimal.js and date-fns (with @date-fns/tz) only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Domain from '@carbonmarket/domain';

const domainDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/domain',
);
const dist = path.join(domainDir, 'dist');

describe('@carbonmarket/domain build', () => {
  beforeAll(() => {
    execFileSync('npm', ['run', '-s', 'build'], { cwd: domainDir, stdio: 'pipe' });
  }, 120_000);

  it('emits an ES module that works in Node', async () => {
    const mod = (await import(pathToFileURL(path.join(dist, 'index.js')).href)) as typeof Domain;
    expect(mod.formatMoney(mod.multiply(mod.money('12.34'), mod.tons('3')))).toBe('S$37.02');
    expect(mod.errorMessage('PROJECT_FULL', 'cn')).toBe('项目已满');
    expect(mod.API_BASE_PATH).toBe('/h5/api');
  });

  it('emits type declarations for the public surface', () => {
    const types = readFileSync(path.join(dist, 'index.d.ts'), 'utf8');
    expect(types).toContain("export * from './money'");
    expect(existsSync(path.join(dist, 'money', 'money.d.ts'))).toBe(true);
    expect(readFileSync(path.join(dist, 'validation', 'index.d.ts'), 'utf8')).toContain(
      'registerFormSchema',
    );
  });

  it('imports nothing at run time but zod, decimal.js and date-fns', () => {
    const code = readFileSync(path.join(dist, 'index.js'), 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    const packageOf = (specifier: string | undefined) =>
      specifier?.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier?.split('/')[0];
    const expected = ['@date-fns/tz', 'date-fns', 'decimal.js', 'zod'];
    expect([...new Set(imports.map(packageOf))].sort()).toEqual(expected);
    const pkg = JSON.parse(readFileSync(path.join(domainDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(expected);
  });
});
