// The smallest Vite + React app a front-end team would write to embed our screens: the two
// packages from their tarballs, the peers, the Latin font entry, and inside the provider the Login
// screen, or at `#/projects` the Projects tab on the backend's projects.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECTS_HASH, PROJECTS_PAGE_TSX } from './projectsPage';

export const APP_NAME = 'embedding-app';

/** What the app's entry renders; the test looks for these. */
export const LOGIN_HEADING = 'Welcome back';
export const LOGIN_BUTTON = 'Log in';

const LOGIN_PAGE_TSX = `import { LoginScreen } from '@carbonmarket/ui/screens/onboarding/LoginScreen';
import type { LoginScreenLinks, LoginScreenProps } from '@carbonmarket/ui/screens/onboarding/LoginScreen';
import type { LoginForm } from '@carbonmarket/domain/contract';

const onSubmit: LoginScreenProps['onSubmit'] = (form: LoginForm) => {
  document.body.dataset.submitted = form.email;
};

// The embedding team's own addresses for the places the screen links to.
const links: LoginScreenLinks = {
  register: '/register',
  forgotPassword: '/forgot-password',
  terms: '/terms',
  privacy: '/privacy',
};

export function LoginPage() {
  return <LoginScreen onSubmit={onSubmit} onContinueAsGuest={() => undefined} links={links} />;
}
`;

const MAIN_TSX = `import '@carbonmarket/ui/fonts/latin';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@carbonmarket/ui';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { LoginPage } from './LoginPage';
import { ProjectsPage } from './ProjectsPage';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
root.dataset.price = formatMoney(money('12.5'));
const login = endpoints.auth.login;
root.dataset.login = [login.name, login.method, login.path].join(' ');
createRoot(root).render(
  <StrictMode>
    <DesignSystemProvider locale="en">
      {location.hash === '${PROJECTS_HASH}' ? <ProjectsPage /> : <LoginPage />}
    </DesignSystemProvider>
  </StrictMode>,
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Embedding app</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()], logLevel: 'warn' });
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
};

/** Writes the app's sources (not package.json: the test writes it with its lock) into `dir`. */
export function writeEmbeddingApp(dir: string): void {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'vite.config.js'), VITE_CONFIG);
  writeFileSync(path.join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
  writeFileSync(path.join(dir, 'src', 'main.tsx'), MAIN_TSX);
  writeFileSync(path.join(dir, 'src', 'LoginPage.tsx'), LOGIN_PAGE_TSX);
  writeFileSync(path.join(dir, 'src', 'ProjectsPage.tsx'), PROJECTS_PAGE_TSX);
}
