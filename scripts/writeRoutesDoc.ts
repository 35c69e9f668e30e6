// `npm run docs:routes`: writes docs/ROUTES.md from the routes' declarations. The route modules
// import the app's code (styles, fonts, JSON), so they are loaded through Vite, as the app's
// build and tests load them.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { renderRoutesDoc } from './routesDoc';
import type { RouteDeclaration } from '../apps/reference/src/shared/routing/defineRoute';

const appRoot = fileURLToPath(new URL('../apps/reference', import.meta.url));
const vite = await createServer({
  root: appRoot,
  configFile: false,
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const { routeList } = (await vite.ssrLoadModule('/src/app/routes/routeTree.ts')) as {
    routeList: readonly RouteDeclaration[];
  };
  writeFileSync(new URL('../docs/ROUTES.md', import.meta.url), renderRoutesDoc(routeList));
  console.log('docs/ROUTES.md written');
} finally {
  await vite.close();
}
