/**
 * Files of an app build whose renderer draws every signed-in page, naming the member it drew
 * for: for `startTestServer`'s static files, where a test needs pages drawn but not the app.
 */
export const DRAWING_BUILD: Readonly<Record<string, string>> = {
  'renderer.mjs': `
export async function renderSignedInPage({ session }) {
  return { routeModule: 'home', memId: session.loginInfo.mem_id };
}
export function signedInDocument(template, page) {
  return template.replace('</body>', '<main>drawn for ' + page.memId + '</main></body>');
}
`,
  'prerendered.json': JSON.stringify({
    signedIn: {
      renderer: 'renderer.mjs',
      templates: { home: { en: '<!doctype html><title>Home</title><body></body>' } },
    },
  }),
};

/** Whether a page the server sent was drawn for a visitor (not the shell). */
export const wasDrawn = (html: string): boolean => html.includes('<main>drawn for ');
