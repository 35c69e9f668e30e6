import { describe, expect, it } from 'vitest';
import { applyBrowserBarColor } from './browserBarColor';

const meta = (attributes: Record<string, string>) => {
  const values = new Map(Object.entries(attributes));
  return {
    values,
    getAttribute: (name: string) => values.get(name) ?? null,
    setAttribute: (name: string, value: string) => void values.set(name, value),
  };
};

const pageMetas = () =>
  [
    meta({ name: 'theme-color', media: '(prefers-color-scheme: light)', 'data-scheme': 'light' }),
    meta({ name: 'theme-color', media: '(prefers-color-scheme: dark)', 'data-scheme': 'dark' }),
  ] as const;

describe('applyBrowserBarColor', () => {
  it("keeps only the chosen scheme's colour for the bar", () => {
    const [light, dark] = pageMetas();
    applyBrowserBarColor([light, dark], 'dark');
    expect(light.values.get('media')).toBe('not all');
    expect(dark.values.get('media')).toBe('all');
    applyBrowserBarColor([light, dark], 'light');
    expect(light.values.get('media')).toBe('all');
    expect(dark.values.get('media')).toBe('not all');
  });

  it("gives the device's setting back with system", () => {
    const [light, dark] = pageMetas();
    applyBrowserBarColor([light, dark], 'dark');
    applyBrowserBarColor([light, dark], 'system');
    expect(light.values.get('media')).toBe('(prefers-color-scheme: light)');
    expect(dark.values.get('media')).toBe('(prefers-color-scheme: dark)');
  });

  it('leaves a meta that names no scheme as it is', () => {
    const other = meta({ name: 'theme-color', media: 'print' });
    applyBrowserBarColor([other], 'dark');
    expect(other.values.get('media')).toBe('print');
  });
});
