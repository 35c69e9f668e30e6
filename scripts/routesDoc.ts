// Renders docs/ROUTES.md from the routes' declarations (apps/reference/src/features/*/routes/
// *.route.ts, listed by app/routes/routeTree.ts), so the table a designer or a team reads can
// never drift from what the router, the guard and the server do.
import type { RouteDeclaration } from '../apps/reference/src/shared/routing/defineRoute';

const accessText: Record<RouteDeclaration['access'], string> = {
  signedOut: 'signed out',
  notMember: 'not a member',
  anyone: 'anyone',
  visitor: 'visitor',
  member: 'member',
};

/** The query parameters a route reads, by name. */
const queryNames = (route: RouteDeclaration) =>
  Object.keys(route.query.shape)
    .map((name) => `\`${name}\``)
    .join(', ');

const drawnText = (route: RouteDeclaration) => {
  if (route.pending) return 'on its way';
  if (route.drawn?.by === 'build') return 'prerendered';
  if (route.drawn?.by === 'request') return 'by the server';
  return '';
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/ROUTES.md for these routes. */
export function renderRoutesDoc(routes: readonly RouteDeclaration[]): string {
  const rows = routes.map((route) =>
    [
      `\`${route.path}\``,
      route.name,
      cell(route.doc.title),
      cell(route.doc.shows),
      accessText[route.access],
      queryNames(route),
      route.parent ? route.parent.route : '',
      drawnText(route),
    ].join(' | '),
  );
  return [
    '# Routes: what each address of the app shows',
    '',
    "<!-- Generated from the routes' declarations by `npm run docs:routes`; `npm test` fails when it",
    "is stale. Edit a route's module (`apps/reference/src/features/<area>/routes/<name>.route.ts`). -->",
    '',
    'The product spec names the paths of the original app but not what every one of them shows. This',
    'is our reading. Each route is declared once, in its own module beside its page; this table is',
    'written from those declarations.',
    '',
    'Access: **signed out** (the way in: a signed-in visitor is taken to Home), **not a member**',
    '(login and register: a member is taken to the page named by `?next=`, or Home), **anyone**',
    '(signed out too), **visitor** (guests and members), **member** (a guest is offered to register',
    'or log in). A signed-out visitor sent to login comes back to the page after signing in.',
    '',
    "Back: on a page reached inside the app, Back is the browser's; on a page opened directly (a",
    "link, a bookmark, a reload) the back arrow goes to the page's parent, or Home without one,",
    'never out of the app.',
    '',
    'Drawn: **prerendered** pages are drawn by the build, signed out; pages drawn **by the server**',
    "arrive with the signed-in visitor's data before the JavaScript. Pages **on its way** show a",
    'plain page that says so; no link leads there and none shows sample data.',
    '',
    '| address | name | page | what it shows | access | query | parent | drawn |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    'A query value that does not parse (`?id=abc`) shows the not-found page.',
    '',
    'The Projects tab keeps its filters in the address (`?status=&type=`, the type one of the',
    "domain's `PROJECT_TYPES` keys; replaced as the reader changes them, so Back leaves the tab) and",
    'a link with them opens the tab filtered.',
    '',
    'The orders page keeps its tab in the address (`?status=`, replaced as the member switches tabs,',
    'so Back leaves the page rather than walking back through the tabs) and shows one order at the',
    'same path with `?id=` (pressing a card pushes it, so Back returns to the list; opened from a',
    'link, Back goes to the list of the tab in the address). A booking whose final payment is due',
    'links to the presale page with `?id=<project>&order=<order>`.',
    '',
  ].join('\n');
}
