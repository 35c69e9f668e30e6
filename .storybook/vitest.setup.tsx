// Runs every story as a test in real Chromium, once per locale, and the screens' stories once
// more in dark. After the story's play function and the a11y check, the 390x844 phone screen (the
// story plus anything portalled to body, such as dialogs, sheets and toasts) is compared with its
// committed baseline screenshot, once any passing toast has gone by. A story fails when its screen
// called the API and none of its handlers answered.
import { beforeAll, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure, waitFor } from 'storybook/test';
import { TOAST_DURATION_MS } from '@carbonmarket/domain';
import type { Decorator } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { apiSettled, forgetApiCalls, takeUnansweredApiCalls } from './mockWorker';
import * as previewAnnotations from './preview';

const locale = inject('storyLocale');
const theme = inject('storyTheme');
const screenshots = inject('storyScreenshots');

/** Freezes what would make pixels differ from run to run: motion, carets, scrollbars. */
const STILL_CSS = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }
  ::-webkit-scrollbar { display: none; }
  html, body { margin: 0; }
  body { min-height: 100vh; }
`;

/** The instant every story test runs at: Friday 20 November 2026, 10:00 in Singapore. */
const PINNED_NOW = new Date('2026-11-20T10:00:00+08:00');

/**
 * How long `findBy…` and `waitFor` keep looking before a play function fails. Testing Library's
 * default of one second is shorter than a busy two-core CI machine sometimes needs to render a
 * screen after a mocked reply; what is asserted stays the same, only the patience grows.
 */
const ASYNC_UTIL_TIMEOUT_MS = 5_000;

/**
 * A toast hides by itself after TOAST_DURATION_MS, so a story that ends just after one would be
 * pictured with or without it depending on the machine's speed. The picture waits for every
 * passing toast to go by (a loading toast stays until its work ends, and is pictured). A toast
 * drawn on its own, outside the provider, never goes: its stories say so (`parameters.toastStays`)
 * and are pictured at once; any other that stays is pictured as it is after this long.
 */
const PASSING_TOAST_WAIT_MS = TOAST_DURATION_MS + 1_000;

/**
 * How long the picture waits for the story's API calls to have their replies; a call still waiting
 * then fails the story. A story that holds a reply back on purpose (its loading state) says so,
 * `parameters.apiReplyHeld`, and is pictured at once.
 */
const API_SETTLE_TIMEOUT_MS = 3_000;

async function passingToastsGone(): Promise<void> {
  const passing = () => document.querySelectorAll('[data-toast]:not([data-toast="loading"])');
  if (passing().length === 0) return;
  try {
    await waitFor(() => expect(passing()).toHaveLength(0), { timeout: PASSING_TOAST_WAIT_MS });
  } catch {
    // Still there: a toast that does not hide (its own stories), pictured as designers review it.
  }
}

beforeAll(() => {
  configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
  // Only Date is faked (timers stay real), so anything that reads the clock sees the same instant
  // in every run; components take `now` as a prop, and this catches any that do not.
  vi.useFakeTimers({ toFake: ['Date'], now: PINNED_NOW });
  // Story files share one page (the projects run with `isolate: false`), so the style goes in once.
  if (document.head.querySelector('style[data-visual-test="still"]')) return;
  const style = document.createElement('style');
  style.dataset['visualTest'] = 'still';
  style.textContent = STILL_CSS;
  document.head.appendChild(style);
});

/**
 * Storybook lays stories out with its own preview CSS, which the test runner does not load.
 * This applies the same `parameters.layout` (centered, padded or fullscreen), so screenshots show
 * what designers see in Storybook.
 */
const withStorybookLayout: Decorator = (Story, { parameters }) => {
  const layout = parameters['layout'] ?? 'padded';
  if (layout === 'fullscreen') return <Story />;
  const style =
    layout === 'centered'
      ? {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: '100vh',
          padding: '1rem',
          boxSizing: 'border-box' as const,
        }
      : { padding: '1rem' };
  return (
    <div data-story-layout={layout} style={style}>
      <Story />
    </div>
  );
};

setProjectAnnotations([
  a11yAnnotations,
  previewAnnotations,
  {
    decorators: [withStorybookLayout],
    // A story's own `globals` (a Dark story) win over the run's theme.
    initialGlobals: { locale, theme },
    beforeEach: () => {
      forgetApiCalls();
    },
    afterEach: async ({ id, parameters }) => {
      // Every call the story's screen makes is answered by the story, so what is pictured and
      // asserted never depends on what the dev server sends back to a call nobody mocked; and it
      // is pictured once every reply is in, unless the story holds one back on purpose.
      const held = parameters['apiReplyHeld'] === true;
      const waiting = await apiSettled(held ? 0 : API_SETTLE_TIMEOUT_MS);
      await expect(takeUnansweredApiCalls(), 'API calls no handler of the story answered').toEqual(
        [],
      );
      if (!held) await expect(waiting, 'API calls still without a reply').toEqual([]);
      if (!screenshots) return;
      await document.fonts.ready;
      if (parameters['toastStays'] !== true) await passingToastsGone();
      // The picture is the phone screen: the 390x844 viewport from the top of the page.
      const { body } = document;
      window.scrollTo(0, 0);
      body.style.setProperty('height', '100vh');
      body.style.setProperty('overflow', 'hidden');
      try {
        await expect.element(page.elementLocator(body)).toMatchScreenshot(`${id}.png`);
      } finally {
        body.style.removeProperty('height');
        body.style.removeProperty('overflow');
      }
    },
  },
]);

declare module 'vitest' {
  export interface ProvidedContext {
    storyLocale: 'en' | 'cn';
    storyTheme: 'light' | 'dark';
    storyScreenshots: boolean;
  }
}
