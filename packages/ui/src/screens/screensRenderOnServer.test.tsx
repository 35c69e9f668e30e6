import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { composeStories } from '@storybook/react-vite';
import { DesignSystemProvider } from '../providers/DesignSystemProvider';

/**
 * Every story of every screen renders on a server (no DOM: no window, document or localStorage
 * during render), inside the design-system provider and with styled-components collecting its
 * styles, as the app's build prerenders its public pages. A screen that reads the browser while
 * rendering fails here rather than in the prerender.
 */
type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(
    ([name, story]) => [`${file.slice(2)} › ${name}`, story as ComponentType] as const,
  ),
);

function renderOnServer(Story: ComponentType): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <DesignSystemProvider locale="en">
          <Story />
        </DesignSystemProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('screens render without a DOM', () => {
  it('finds the screens’ stories', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('%s', (_name, Story) => {
    expect(typeof window).toBe('undefined');
    const { html, css } = renderOnServer(Story);
    // Real content: elements with text, and the styles they need.
    expect(html).toMatch(/<[a-z][^>]*>/);
    expect(html.replace(/<[^>]*>/g, '').trim().length).toBeGreaterThan(0);
    expect(css).toContain('<style');
  });
});
