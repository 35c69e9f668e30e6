/** The data layer's chunk (see `DataLayer`); main.tsx starts it before the first render. */
export const loadDataLayer = () => import('./DataLayer');
