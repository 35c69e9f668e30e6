/**
 * The last line of defence behind the `DEMO` setting: the seed and the demo operator throw when
 * the process runs with `NODE_ENV=production`, whoever calls them, so a wiring mistake cannot
 * confirm unpaid top-ups on a real deployment.
 */
export function refuseInProduction(what: string): void {
  if (process.env['NODE_ENV'] === 'production')
    throw new Error(
      `${what} refused: NODE_ENV=production. Demo mode simulates payments; it never runs in production.`,
    );
}
