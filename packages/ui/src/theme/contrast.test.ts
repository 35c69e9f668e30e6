import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { themes } from './theme';
import type { Theme } from './theme';

const TEXT = 4.5; // WCAG 2.2 AA, normal text (1.4.3)
const NON_TEXT = 3; // WCAG 2.2 AA, focus indicators and control boundaries (1.4.11)

/** Every foreground/background pair the components put together, with the ratio it needs. */
const pairs = (t: Theme): [string, string, string, number][] => {
  const c = t.color;
  const surfaces = { surface: c.bg.surface, canvas: c.bg.canvas };
  const onSurfaces = Object.entries(surfaces).flatMap(([bgName, bg]) => [
    ...(['primary', 'secondary', 'brand', 'link', 'critical', 'success'] as const).map(
      (name): [string, string, string, number] => [
        `text.${name} on ${bgName}`,
        c.text[name],
        bg,
        TEXT,
      ],
    ),
    [`border.focus on ${bgName}`, c.border.focus, bg, NON_TEXT] as [string, string, string, number],
    [`border.strong on ${bgName}`, c.border.strong, bg, NON_TEXT] as [
      string,
      string,
      string,
      number,
    ],
    [`border.critical on ${bgName}`, c.border.critical, bg, NON_TEXT] as [
      string,
      string,
      string,
      number,
    ],
  ]);
  return [
    ...onSurfaces,
    ['text.primary on subtle', c.text.primary, c.bg.subtle, TEXT],
    ['text.secondary on subtle', c.text.secondary, c.bg.subtle, TEXT],
    ['text.onBrand on fillBrand', c.text.onBrand, c.bg.fillBrand, TEXT],
    ['text.onBrand on fillBrandPressed', c.text.onBrand, c.bg.fillBrandPressed, TEXT],
    ['text.brand on fillBrandSubtle', c.text.brand, c.bg.fillBrandSubtle, TEXT],
    ['text.onCritical on fillCritical', c.text.onCritical, c.bg.fillCritical, TEXT],
    ['text.onInverse on inverse', c.text.onInverse, c.bg.inverse, TEXT],
    ['fillBrand on surface', c.bg.fillBrand, c.bg.surface, NON_TEXT],
    ...Object.entries(c.status).map(([tone, { fg, bg }]): [string, string, string, number] => [
      `status.${tone}`,
      fg,
      bg,
      TEXT,
    ]),
  ];
};

describe.each(Object.values(themes))('$name theme contrast', (theme) => {
  it.each(pairs(theme))('%s meets its ratio', (_name, fg, bg, minimum) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,.5)', '#ffffff')).toThrow(RangeError);
  });
});
