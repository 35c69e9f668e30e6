import { describe, expect, it } from 'vitest';
import { paths, tabPaths } from './paths';

describe('paths', () => {
  it('are unique absolute paths', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^\/(pages\/[a-z]+\/[a-z]+)?$/);
  });

  it('put the tabs in spec order: home, project, profile', () => {
    expect(Object.keys(tabPaths)).toEqual(['home', 'project', 'profile']);
    expect(tabPaths.home).toBe('/pages/index/index');
  });
});
