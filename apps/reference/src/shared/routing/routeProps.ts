/** What every route component receives: the query parameters of its address (spec section 2). */
export interface RouteProps {
  /** `?id=12&from=home` as `{ id: '12', from: 'home' }`; the last value wins for repeated names. */
  query: Readonly<Record<string, string>>;
}
