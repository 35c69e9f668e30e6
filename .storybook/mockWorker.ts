// The Mock Service Worker every story runs against. It starts as msw-storybook-addon's own does,
// and also keeps track of the calls to the product's API, so that the story test can
// - fail on a call that no handler of the story answered: it would reach the dev server, and the
//   screen would show whatever that happens to send back, which depends on the machine;
// - wait, before the picture, until every call has its reply: on a busy machine, a reply can
//   still be on its way when the play function's last check has passed.
import { isCommonAssetRequest } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';

/** Where the product's API lives, as the app's client calls it. */
const API_PATH = '/h5/api/';

/**
 * How long the API must have been quiet (nothing in flight) before the screen counts as settled:
 * a reply often leads to the next call (a sign-in to the page it opens), a few tasks later.
 */
const QUIET_MS = 100;

const unanswered: string[] = [];
const inFlight = new Set<Request>();
let lastReplyAt = -Infinity;

const isApiCall = (request: Request) => new URL(request.url).pathname.includes(API_PATH);
const describe = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** The API calls left unanswered since the last time this was asked, as "METHOD /path". */
export function takeUnansweredApiCalls(): string[] {
  return unanswered.splice(0);
}

/**
 * Waits until no API call is waiting for its reply and none has ended in the last moment, for at
 * most `timeoutMs`; returns the calls still waiting then (empty once settled).
 */
export async function apiSettled(timeoutMs: number): Promise<string[]> {
  const deadline = performance.now() + timeoutMs;
  while (inFlight.size > 0 || performance.now() - lastReplyAt < QUIET_MS) {
    if (performance.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [...inFlight].map(describe);
}

/** Forgets calls of an earlier story still waiting (a reply held on purpose never comes). */
export function forgetApiCalls(): void {
  inFlight.clear();
  unanswered.length = 0;
}

export async function startMockWorker(): Promise<MswApi> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  worker.events.on('request:start', ({ request }) => {
    if (isApiCall(request)) inFlight.add(request);
  });
  worker.events.on('request:end', ({ request }) => {
    if (inFlight.delete(request)) lastReplyAt = performance.now();
  });
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isApiCall(request)) {
        inFlight.delete(request);
        unanswered.push(describe(request));
        print.error();
        return;
      }
      if (isCommonAssetRequest(request) || /sb-|@vite|\/virtual:|\.stories\./.test(request.url))
        return;
      print.warning();
    },
  });
  return worker;
}
