import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../paths';

/**
 * The route table. Every screen is loaded lazily so the entry chunk stays small.
 * The entry page (`/`, alias `/pages/index/start`) opens the home tab until the start screen
 * is built.
 */
export const router = createBrowserRouter([
  { path: paths.start, element: <Navigate to={paths.home} replace /> },
  { path: paths.startAlias, element: <Navigate to={paths.home} replace /> },
  {
    path: paths.home,
    lazy: async () => ({
      Component: (await import('../features/shell/routes/HomeRoute')).HomeRoute,
    }),
  },
  {
    path: paths.projects,
    lazy: async () => ({
      Component: (await import('../features/shell/routes/ProjectsRoute')).ProjectsRoute,
    }),
  },
  {
    path: paths.profile,
    lazy: async () => ({
      Component: (await import('../features/shell/routes/ProfileRoute')).ProfileRoute,
    }),
  },
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('../features/shell/routes/NotFoundRoute')).NotFoundRoute,
    }),
  },
]);
