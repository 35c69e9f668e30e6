import { describe, expect, it } from 'vitest';
import { chosenColorScheme, withColorScheme } from './colorSchemePage';

describe('the colour scheme of a page', () => {
  it('reads light or dark from the cookie, and nothing else', () => {
    expect(chosenColorScheme({ cm_scheme: 'dark' })).toBe('dark');
    expect(chosenColorScheme({ cm_scheme: 'light' })).toBe('light');
    expect(chosenColorScheme({ cm_scheme: 'dark" onload="x' })).toBeNull();
    expect(chosenColorScheme({})).toBeNull();
  });

  it('writes the choice on the root element only', () => {
    const page = '<!doctype html>\n<html lang="zh-CN"><head></head><body><p>html</p></body></html>';
    expect(withColorScheme(page, 'dark')).toBe(
      '<!doctype html>\n<html data-color-scheme="dark" lang="zh-CN"><head></head><body><p>html</p></body></html>',
    );
    expect(withColorScheme('<html><body></body></html>', 'light')).toBe(
      '<html data-color-scheme="light"><body></body></html>',
    );
  });

  it("gives the browser's bar the chosen scheme's colour, whatever the device's setting", () => {
    const head =
      '<html><head>' +
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" data-scheme="light">' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#141917" data-scheme="dark">' +
      '<meta name="description" content="media=&quot;x&quot;">' +
      '</head><body></body></html>';
    const dark = withColorScheme(head, 'dark');
    expect(dark).toContain(
      '<meta name="theme-color" media="not all" content="#ffffff" data-scheme="light">',
    );
    expect(dark).toContain(
      '<meta name="theme-color" media="all" content="#141917" data-scheme="dark">',
    );
    expect(dark).toContain('<meta name="description" content="media=&quot;x&quot;">');
    const light = withColorScheme(head, 'light');
    expect(light).toContain(
      '<meta name="theme-color" media="all" content="#ffffff" data-scheme="light">',
    );
    expect(light).toContain(
      '<meta name="theme-color" media="not all" content="#141917" data-scheme="dark">',
    );
    expect(withColorScheme(head, null)).toBe(head);
  });

  it('leaves the page as it is when nothing was chosen', () => {
    const page = '<html lang="en"><body></body></html>';
    expect(withColorScheme(page, null)).toBe(page);
  });
});
