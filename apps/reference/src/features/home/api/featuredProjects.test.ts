import { describe, expect, it } from 'vitest';
import { featuredProjects } from './featuredProjects';

describe('featured projects', () => {
  it('puts in-progress, then presale projects first and keeps the server order otherwise', () => {
    const list = [
      { id: 1, status: 'ended' },
      { id: 2, status: 'presale' },
      { id: 3, status: 'in_progress' },
      { id: 4, status: 'pending_review' },
      { id: 5, status: 'in_progress' },
    ] as const;
    expect(featuredProjects(list).map((project) => project.id)).toEqual([3, 5, 2, 1, 4]);
  });
});
