import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DesignSystemProvider } from '../../providers/DesignSystemProvider';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';

/**
 * A button in HTML rendered before the app runs (a prerendered page) is disabled until hydration,
 * so a press cannot submit its form natively, and is marked as waiting so it is drawn as usual.
 * The render after hydration (client snapshot) enables it: the stories and the browser tests see
 * that side.
 */
const onServer = (node: ReactNode) =>
  renderToString(<DesignSystemProvider locale="en">{node}</DesignSystemProvider>);

const buttonTag = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';

describe('buttons rendered before the app runs', () => {
  it('a submit button is disabled and marked as waiting for the app', () => {
    const tag = buttonTag(onServer(<Button type="submit">Log in</Button>));
    expect(tag).toContain('type="submit"');
    expect(tag).toMatch(/\sdisabled=""/);
    expect(tag).toContain('data-awaiting-app="true"');
  });

  it('an icon button is too', () => {
    const tag = buttonTag(onServer(<IconButton icon="globe" label="Language" />));
    expect(tag).toMatch(/\sdisabled=""/);
    expect(tag).toContain('data-awaiting-app="true"');
  });
});
