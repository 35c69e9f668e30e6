// The Mock Service Worker every story runs against. It starts as msw-storybook-addon's own does,
// and also writes down each call to the product's API that no handler of the story answered, so
// the story test can fail on it: such a call would reach the dev server, and the screen would show
// whatever that happens to send back, which depends on the machine, not on the story.
import { isCommonAssetRequest } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';

/** Where the product's API lives, as the app's client calls it. */
const API_PATH = '/h5/api/';

const unanswered: string[] = [];

/** The API calls left unanswered since the last time this was asked, as "METHOD /path". */
export function takeUnansweredApiCalls(): string[] {
  return unanswered.splice(0);
}

export async function startMockWorker(): Promise<MswApi> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.includes(API_PATH)) {
        unanswered.push(`${request.method} ${pathname}`);
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
