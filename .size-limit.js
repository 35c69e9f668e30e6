// Size budgets of the published packages' entry points (`npm run size`, in `npm test`): what each
// costs an app that imports it, gzip, its own code only. The packages' dependencies and peers are
// the app's to bundle (and share), so they are not counted. Build the packages first (`npm run
// size` does). The budgets are in size-budgets.json: an entry's size when it was set plus about a
// tenth. Raise one only with a reason in the commit; a new entry needs one before it passes.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const manifest = (name) => JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8'));
const external = (name) => {
  const { dependencies = {}, peerDependencies = {} } = manifest(name);
  return [...Object.keys(dependencies), ...Object.keys(peerDependencies)];
};
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'));
const budgetOf = (name) => {
  if (!budgets[name]) throw new Error(`${name} has no size budget: add one to size-budgets.json`);
  return budgets[name];
};
const entry = (pkg, exportName, file) => ({
  name: `@carbonmarket/${pkg}${exportName}`,
  path: `packages/${pkg}/dist/${file}`,
  limit: budgetOf(`@carbonmarket/${pkg}${exportName}`),
  gzip: true,
  ignore: external(pkg),
  // esbuild's notes on the build (an import kept for a module marked side-effect free) are not
  // about size: only errors are printed.
  modifyEsbuildConfig: (config) => ({ ...config, logLevel: 'error' }),
});

/** Every screen the design system publishes (`@carbonmarket/ui/screens/<area>/<Screen>`). */
const screens = readdirSync('packages/ui/dist/screens', { recursive: true })
  .filter((file) => file.endsWith(`${path.sep}index.js`) && file.split(path.sep).length === 3)
  .sort();

export default [
  entry('domain', '', 'index.js'),
  entry('domain', '/contract', 'contract.js'),
  entry('domain', '/openapi', 'openapi.js'),
  entry('ui', '', 'index.js'),
  entry('ui', '/fonts', 'fonts.js'),
  entry('ui', '/fonts/latin', 'fontsLatin.js'),
  entry('ui', '/fonts/chinese', 'fontsChinese.js'),
  entry('ui', '/color-scheme', 'colorScheme.js'),
  ...screens.map((file) => entry('ui', `/screens/${path.dirname(file)}`, `screens/${file}`)),
];
