import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

/**
 * The package exports every screen folder as `@carbonmarket/ui/screens/<area>/<Name>Screen`, read
 * from the folder's `index.ts` (ADR 036): a screen folder without it, or whose index does not
 * export the screen, would be an entry that fails to resolve for every embedding app.
 */
const entries = import.meta.glob<Record<string, unknown>>('./*/*Screen/index.ts', { eager: true });
const folders = Object.keys(import.meta.glob('./*/*Screen/*.tsx')).map((file) =>
  file.replace(/\/[^/]+$/, ''),
);

describe('screen entries', () => {
  it('gives every screen folder an index that exports the screen of its name', () => {
    expect(new Set(folders).size).toBeGreaterThan(20);
    for (const folder of new Set(folders)) {
      const entry = entries[`${folder}/index.ts`];
      expect(entry, `${folder} has no index.ts`).toBeDefined();
      const name = folder.replace(/^.*\//, '');
      expect(typeof entry?.[name], `${folder}/index.ts exports no ${name}`).toBe('function');
    }
  });

  it('maps the screens path of the package onto those folders, in the source and when published', () => {
    expect(packageJson.exports['./screens/*']).toBe('./src/screens/*/index.ts');
    expect(packageJson.publishConfig.exports['./screens/*']).toEqual({
      types: './dist/screens/*/index.d.ts',
      default: './dist/screens/*/index.js',
    });
  });
});
