import { describe, expect, it } from 'vitest';
import { autoTheme, colorSchemeCss, toColorSchemeChoice } from './colorScheme';
import { darkTheme, lightTheme } from './theme';

/** The custom properties one rule of the stylesheet declares, by name. */
function declaredIn(rule: string): Map<string, string> {
  const found = [...rule.matchAll(/(--cm-[a-z0-9-]+): ([^;]+);/g)];
  return new Map(found.map(([, name = '', value = '']) => [name, value]));
}

const rules = colorSchemeCss().split('\n');
const [lightRule = '', mediaRule = '', darkRule = ''] = rules;

describe('the auto theme', () => {
  it('reads every colour and shadow from a custom property', () => {
    expect(autoTheme.color.bg.canvas).toBe('var(--cm-color-bg-canvas)');
    expect(autoTheme.color.status.warning.fg).toBe('var(--cm-color-status-warning-fg)');
    expect(autoTheme.color.text.onBrand).toBe('var(--cm-color-text-on-brand)');
    expect(autoTheme.shadow.card).toBe('var(--cm-shadow-card)');
  });

  it('keeps the shared scales of the fixed themes', () => {
    expect(autoTheme.space).toBe(lightTheme.space);
    expect(autoTheme.font).toBe(lightTheme.font);
    expect(autoTheme.layout).toBe(lightTheme.layout);
    expect(autoTheme.name).toBe('auto');
  });
});

describe('the colour scheme stylesheet', () => {
  it('declares the light values by default and under data-color-scheme="light"', () => {
    expect(lightRule.startsWith(":root, [data-color-scheme='light'] {")).toBe(true);
    expect(lightRule).toContain('color-scheme: light;');
    const light = declaredIn(lightRule);
    expect(light.get('--cm-color-bg-canvas')).toBe(lightTheme.color.bg.canvas);
    expect(light.get('--cm-color-status-critical-bg')).toBe(lightTheme.color.status.critical.bg);
    expect(light.get('--cm-shadow-overlay')).toBe(lightTheme.shadow.overlay);
  });

  it('declares the dark values when the device prefers dark unless the root says light', () => {
    expect(mediaRule).toMatch(
      /^@media \(prefers-color-scheme: dark\) \{ :root:not\(\[data-color-scheme='light'\]\) \{/,
    );
    expect(declaredIn(mediaRule).get('--cm-color-bg-canvas')).toBe(darkTheme.color.bg.canvas);
    expect(mediaRule).toContain('color-scheme: dark;');
  });

  it('declares the dark values under data-color-scheme="dark", after the media rule', () => {
    expect(darkRule.startsWith("[data-color-scheme='dark'] {")).toBe(true);
    expect(declaredIn(darkRule)).toEqual(declaredIn(mediaRule));
    expect(rules).toHaveLength(3);
  });

  it('declares, in each scheme, every property the auto theme reads', () => {
    const read = JSON.stringify({ color: autoTheme.color, shadow: autoTheme.shadow });
    const names = [...read.matchAll(/var\((--cm-[a-z0-9-]+)\)/g)].map(([, name]) => name);
    // 11 backgrounds, 10 texts, 4 borders, 5 status pairs and 3 shadows.
    expect(names).toHaveLength(38);
    for (const rule of [lightRule, mediaRule, darkRule]) {
      expect([...declaredIn(rule).keys()].sort()).toEqual([...names].sort());
    }
  });
});

describe('toColorSchemeChoice', () => {
  it('keeps light and dark and reads anything else as the device setting', () => {
    expect(toColorSchemeChoice('dark')).toBe('dark');
    expect(toColorSchemeChoice('light')).toBe('light');
    expect(toColorSchemeChoice('system')).toBe('system');
    expect(toColorSchemeChoice('DARK')).toBe('system');
    expect(toColorSchemeChoice(null)).toBe('system');
  });
});
