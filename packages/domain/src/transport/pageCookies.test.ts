import { describe, expect, it } from 'vitest';
import { themeColorMedia } from './pageCookies';

describe('themeColorMedia', () => {
  it("follows the device's setting when no scheme is chosen", () => {
    expect(themeColorMedia('light', null)).toBe('(prefers-color-scheme: light)');
    expect(themeColorMedia('dark', null)).toBe('(prefers-color-scheme: dark)');
  });

  it("gives the chosen scheme's colour whatever the device's setting", () => {
    expect(themeColorMedia('dark', 'dark')).toBe('all');
    expect(themeColorMedia('light', 'dark')).toBe('not all');
    expect(themeColorMedia('light', 'light')).toBe('all');
    expect(themeColorMedia('dark', 'light')).toBe('not all');
  });
});
