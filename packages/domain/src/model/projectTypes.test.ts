import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROJECT_TYPES, isProjectType } from './projectTypes';

describe('project types', () => {
  it('are stable lowercase keys, each once, with a place for any other kind', () => {
    expect(new Set(PROJECT_TYPES).size).toBe(PROJECT_TYPES.length);
    for (const type of PROJECT_TYPES) expect(type).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(PROJECT_TYPES).toContain('other');
  });

  it('recognise exactly their keys', () => {
    for (const type of PROJECT_TYPES) expect(isProjectType(type)).toBe(true);
    for (const bad of ['Peatland', 'peatland ', '', 'forest', 3, null, undefined])
      expect(isProjectType(bad), String(bad)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isProjectType(text)).toBe((PROJECT_TYPES as readonly string[]).includes(text));
      }),
    );
  });
});
