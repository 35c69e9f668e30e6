// The packages as published: @carbonmarket/domain and @carbonmarket/ui are built and packed with
// `npm pack`, installed from their tarballs into a fresh Vite + React app outside the workspace
// (offline, from the npm cache), and the app's build renders in headless Chromium the Login
// screen, and the Projects tab on a backend made from the packed package's OpenAPI document alone.
// Prints how long each step took.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@carbonmarket/domain';
import { endpoints, replySchema } from '@carbonmarket/domain/contract';
import type * as OpenApiEntry from '@carbonmarket/domain/openapi';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { packPackage } from '../../scripts/packPackage';
import type { PackageManifest, PackedPackage } from '../../scripts/packPackage';
import { APP_NAME, LOGIN_BUTTON, LOGIN_HEADING, writeEmbeddingApp } from './packed/embeddingApp';
import { offlineLock } from './packed/offlineLock';
import type { AppManifest, LocalTarball, LockFile } from './packed/offlineLock';
import { openApiMock } from './packed/openApiMock';
import type { OpenApiMock } from './packed/openApiMock';
import { PROJECTS_HASH } from './packed/projectsPage';
import { serveFolder } from './packed/staticServer';
import type { StaticServer } from './packed/staticServer';
import { operationsOf, successSample } from './packed/successSample';
import type { OpenApiDocument } from './packed/successSample';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SETUP_TIMEOUT_MS = 300_000;

const timings: string[] = [];
function timed<T>(step: string, work: () => T): T {
  const started = Date.now();
  const result = work();
  timings.push(`${step}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The version of `name` the workspace installed (the app pins the same). */
const installedVersion = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The file list and package.json of a tarball, read back from the tarball itself. */
function tarballContents(tarball: string): { files: string[]; manifest: PackageManifest } {
  const list = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  const manifest = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], {
    encoding: 'utf8',
  });
  return {
    files: list
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, '')),
    manifest: JSON.parse(manifest) as PackageManifest,
  };
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });

describe('published packages in an app outside the workspace', () => {
  let work: string;
  let app: string;
  let domain: PackedPackage;
  let ui: PackedPackage;

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'cm-packed-'));
    app = path.join(work, 'app');
    const packs = path.join(work, 'packs');
    domain = timed('build and pack @carbonmarket/domain', () =>
      packPackage(path.join(ROOT, 'packages/domain'), packs),
    );
    ui = timed('build and pack @carbonmarket/ui', () =>
      packPackage(path.join(ROOT, 'packages/ui'), packs),
    );

    const local = (packed: PackedPackage, workspaceDir: string): [string, LocalTarball] => [
      packed.name,
      {
        spec: `file:${path.relative(app, packed.tarball)}`,
        integrity: packed.integrity,
        manifest: packed.manifest,
        workspaceDir,
      },
    ];
    const tarballs = new Map([local(domain, 'packages/domain'), local(ui, 'packages/ui')]);
    const pinned = (names: string[]) =>
      Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
    const manifest: AppManifest = {
      name: APP_NAME,
      version: '1.0.0',
      dependencies: {
        '@carbonmarket/domain': tarballs.get(domain.name)?.spec ?? '',
        '@carbonmarket/ui': tarballs.get(ui.name)?.spec ?? '',
        ...pinned(Object.keys(ui.manifest.peerDependencies as Record<string, string>)),
      },
      devDependencies: pinned([
        'vite',
        '@vitejs/plugin-react',
        'typescript',
        '@types/react',
        '@types/react-dom',
      ]),
    };
    const workspaceLock = JSON.parse(
      readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'),
    ) as LockFile;

    writeEmbeddingApp(app);
    writeFileSync(
      path.join(app, 'package.json'),
      `${JSON.stringify({ ...manifest, private: true, type: 'module' }, null, 2)}\n`,
    );
    writeFileSync(
      path.join(app, 'package-lock.json'),
      `${JSON.stringify(offlineLock(workspaceLock, manifest, tarballs), null, 2)}\n`,
    );
    timed('npm ci --offline in the app', () =>
      run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], app),
    );
    timed('tsc --noEmit in the app', () =>
      run(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app),
    );
    timed('vite build of the app', () =>
      run(path.join(app, 'node_modules/.bin/vite'), ['build'], app),
    );
  }, SETUP_TIMEOUT_MS);

  afterAll(() => {
    console.log(`packed-package check:\n  ${timings.join('\n  ')}`);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('packs manifests that point at the build, with types first', () => {
    for (const packed of [domain, ui]) {
      const { manifest } = tarballContents(packed.tarball);
      expect(manifest.main).toBe('./dist/index.js');
      expect(manifest.types).toBe('./dist/index.d.ts');
      expect(manifest.scripts).toBeUndefined();
      expect(manifest.publishConfig).toBeUndefined();
      const root = (manifest.exports as Record<string, Record<string, string>>)['.'];
      expect(root).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
      expect(Object.keys(root ?? {})[0]).toBe('types');
    }
    const domainExports = tarballContents(domain.tarball).manifest.exports as Record<
      string,
      unknown
    >;
    expect(Object.keys(domainExports)).toEqual(['.', './contract', './openapi', './package.json']);
    expect(domainExports['./contract']).toEqual({
      types: './dist/contract.d.ts',
      default: './dist/contract.js',
    });
    expect(domainExports['./openapi']).toEqual({
      types: './dist/openapi.d.ts',
      default: './dist/openapi.js',
    });
    const { manifest } = tarballContents(ui.tarball);
    expect(Object.keys(manifest.exports as object)).toEqual([
      '.',
      './fonts',
      './fonts/latin',
      './fonts/chinese',
      './color-scheme',
      './screens/*',
      './package.json',
    ]);
    // Each screen at its own path (ADR 036).
    expect((manifest.exports as Record<string, unknown>)['./screens/*']).toEqual({
      types: './dist/screens/*/index.d.ts',
      default: './dist/screens/*/index.js',
    });
    expect(manifest.sideEffects).toEqual(
      expect.arrayContaining(['./dist/fonts.js', './dist/fontsLatin.js', './dist/fontsChinese.js']),
    );
    expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual([
      'i18next',
      'react',
      'react-dom',
      'react-i18next',
      'styled-components',
    ]);
    expect(Object.keys(manifest.dependencies as object)).not.toContain('styled-components');
  });

  it('ships every file the exports name and its changelog, and no tests or stories', () => {
    for (const packed of [domain, ui]) {
      const { files, manifest } = tarballContents(packed.tarball);
      const targets = Object.values(manifest.exports as Record<string, string | object>).flatMap(
        (target) => (typeof target === 'string' ? [target] : Object.values(target)),
      );
      for (const target of targets) {
        const file = target.replace(/^\.\//, '');
        if (!file.includes('*')) expect(files).toContain(file);
        else {
          // A pattern names a file in every folder it matches: at least one, each one present.
          const [before = '', after = ''] = file.split('*');
          const matched = files.filter((f) => f.startsWith(before) && f.endsWith(after));
          expect(matched.length, file).toBeGreaterThan(0);
        }
      }
      expect(files.filter((f) => /\.(test|stories)\.tsx?$/.test(f))).toEqual([]);
      // Its changelog (Changesets, docs/RELEASING.md) travels with it.
      expect(files).toContain('CHANGELOG.md');
    }
    const { files } = tarballContents(ui.tarball);
    // Every screen folder of the sources is an entry of the package, with its declarations.
    const screenFolders = readdirSync(path.join(ROOT, 'packages/ui/src/screens'), {
      withFileTypes: true,
      recursive: true,
    })
      .filter((entry) => entry.isDirectory() && /Screen$/.test(entry.name))
      .map((entry) =>
        path.relative(path.join(ROOT, 'packages/ui/src'), path.join(entry.parentPath, entry.name)),
      );
    expect(screenFolders.length).toBeGreaterThan(20);
    for (const folder of screenFolders) {
      expect(files).toContain(`dist/${folder}/index.js`);
      expect(files).toContain(`dist/${folder}/index.d.ts`);
    }
    // The translations Chinese and legal texts come as chunks loaded on demand.
    expect(files.filter((f) => /^dist\/.*\.js$/.test(f)).length).toBeGreaterThan(4);
  });

  it('installs in the app with the build, not the sources, as entry points', () => {
    const installed = path.join(app, 'node_modules/@carbonmarket/ui');
    expect(existsSync(path.join(installed, 'dist/index.js'))).toBe(true);
    expect(existsSync(path.join(installed, 'dist/fontsLatin.d.ts'))).toBe(true);
    // One copy of each peer: the app's.
    expect(existsSync(path.join(installed, 'node_modules/react'))).toBe(false);
    expect(existsSync(path.join(installed, 'node_modules/styled-components'))).toBe(false);
  });

  it('builds the app with the Latin font files', () => {
    const assets = readdirSync(path.join(app, 'dist/assets'));
    expect(assets.some((f) => /^inter-latin-400-normal.*\.woff2$/.test(f))).toBe(true);
    expect(assets.some((f) => /noto-sans-sc/.test(f))).toBe(false);
  });

  describe('in headless Chromium, served beside a backend made from the OpenAPI document', () => {
    let browser: Browser;
    let server: StaticServer;
    let mock: OpenApiMock;
    let openApi: OpenApiDocument;

    beforeAll(async () => {
      const executablePath = findChromium();
      if (!executablePath) throw new Error('No Chromium: install it or set CHROME_PATH');
      // The document as the packed domain package builds it, read in the app that installed it
      // (typed as the workspace's entry; read as the OpenAPI 3.1 shape the sampler walks).
      const entry = path.join(app, 'node_modules/@carbonmarket/domain/dist/openapi.js');
      const { openApiDocument } = (await import(pathToFileURL(entry).href)) as typeof OpenApiEntry;
      openApi = openApiDocument(domain.manifest.version) as unknown as OpenApiDocument;
      mock = openApiMock(openApi);
      server = await serveFolder(path.join(app, 'dist'), mock.handle);
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    /** A phone-sized page at `address`, with every console error or warning, page error and
     * failed request it meets. */
    async function open(address: string): Promise<{ page: Page; problems: string[] }> {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(address);
      return { page, problems };
    }

    it('renders the Login screen inside the provider', async () => {
      const started = Date.now();
      const { page, problems } = await open(server.url);
      await page.getByRole('heading', { name: LOGIN_HEADING }).waitFor({ timeout: 15_000 });
      await expect(
        page.getByRole('button', { name: LOGIN_BUTTON, exact: true }).count(),
      ).resolves.toBe(1);
      await expect(page.getByLabel('Email').count()).resolves.toBe(1);
      // The domain package runs in the browser too, rules and contract.
      await expect(page.locator('#root').getAttribute('data-price')).resolves.toBe('S$12.50');
      await expect(page.locator('#root').getAttribute('data-login')).resolves.toBe(
        'auth.login POST /login/login',
      );
      // The provider's theme reached the screen, and the Latin face loaded from the app's build.
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
      });
      expect(fonts.some((family) => family.includes('Inter'))).toBe(true);
      expect(problems).toEqual([]);
      timings.push(`Login screen in Chromium: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });

    it("renders the Projects tab on the projects the document's backend answers", async () => {
      const started = Date.now();
      const list = endpoints.projects.list;
      const operation = operationsOf(openApi).find(
        (found) => found.operation.operationId === list.name,
      );
      if (!operation) throw new Error(`${list.name} is not in the document`);
      expect(`${operation.method} ${operation.path}`).toBe(`${list.method} ${list.path}`);
      // What the backend answers, read as the contract reads it.
      const reply = replySchema(list.response).parse(successSample(openApi, operation.operation));
      const projects = reply.data?.items ?? [];
      expect(projects.length).toBeGreaterThan(0);

      const { page, problems } = await open(`${server.url}${PROJECTS_HASH}`);
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor({ timeout: 15_000 });
      const cards = page.getByRole('list', { name: 'Projects' }).getByRole('link');
      // The list, or the screen's notice that it could not be read (with the reason logged).
      await cards.first().or(page.getByRole('alert')).waitFor({ timeout: 15_000 });
      expect(problems).toEqual([]);
      await expect(cards.count()).resolves.toBe(projects.length);
      for (const [index, project] of projects.entries()) {
        const card = cards.nth(index);
        await expect(card.getAttribute('href')).resolves.toBe(`${PROJECTS_HASH}/${project.id}`);
        await expect(
          card.getByRole('heading', { level: 2, name: project.name }).count(),
        ).resolves.toBe(1);
        const text = await card.innerText();
        expect(text).toContain(formatMoney(project.unitPrice));
        expect(text).toContain(project.standards.join(' · '));
        expect(text).toContain(project.location);
      }
      // The card's picture loaded from the address the document gave.
      await expect(
        cards
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).resolves.toBeGreaterThan(0);
      expect(mock.served).toContain(list.name);
      expect(problems).toEqual([]);
      timings.push(`Projects tab in Chromium: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  });
});
