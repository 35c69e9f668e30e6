import { createContext, useContext } from 'react';
import type { RouteDeclaration } from './defineRoute';

/** The route on screen and the query it parsed (given by the app's router), or null outside one. */
export interface CurrentRoute {
  route: RouteDeclaration;
  query: Record<string, unknown>;
}

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

/** The route on screen, or null (the not-found page, a story without the router). */
export const useCurrentRoute = (): CurrentRoute | null => useContext(CurrentRouteContext);
