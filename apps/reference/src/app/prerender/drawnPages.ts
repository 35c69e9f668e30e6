import { routeList } from '../routes/routeTree';

/** A page drawn before its JavaScript, as a route declares it (`drawn`). */
export interface DrawnPage {
  /** The route's name. */
  route: string;
  /** The address. */
  path: string;
  /** The page's module (a key of Vite's manifest): its chunks are preloaded by the page. */
  routeModule: string;
  /**
   * `build`: prerendered once, signed out, into `dist/<file>`; `request`: drawn by the server for
   * each signed-in visitor, into the route's template.
   */
  by: 'build' | 'request';
  /** Where the build writes a prerendered page, under `dist/`. */
  file?: string;
}

/**
 * The pages drawn before their JavaScript, from the routes' declarations: the build prerenders
 * those drawn `by: 'build'` (`build/prerenderPages.ts`, ADR 019) and writes templates for those
 * drawn `by: 'request'`, which the server fills per visitor (ADR 027).
 */
export const drawnPages: readonly DrawnPage[] = routeList.flatMap((route): DrawnPage[] => {
  if (route.pending || !('drawn' in route) || !route.drawn) return [];
  const { drawn } = route;
  const page = { route: route.name, path: route.path, routeModule: route.page };
  return [
    drawn.by === 'build' ? { ...page, by: 'build', file: drawn.file } : { ...page, by: 'request' },
  ];
});
