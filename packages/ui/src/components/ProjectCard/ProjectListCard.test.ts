import { describe, expect, it } from 'vitest';
import { money, tons } from '@carbonmarket/domain';
import { drawsTheSame } from './ProjectListCard';
import type { ProjectListCardProps, ProjectListItem } from './ProjectListCard';

const at = (iso: string) => new Date(iso);
const project = (change: Partial<ProjectListItem> = {}): ProjectListItem => ({
  name: 'Mangrove restoration',
  location: 'Sumatra',
  type: 'blue_carbon',
  standards: ['VCS'],
  status: 'in_progress',
  unitPrice: money('12.50'),
  progress: 40,
  remainingTons: tons('1200'),
  sellingStartsAt: null,
  imageUrl: null,
  ...change,
});
const card = (item: ProjectListItem, now: Date): ProjectListCardProps => ({
  project: item,
  href: '/pages/project/detail?id=1',
  now,
});

describe('drawsTheSame', () => {
  const selling = project();
  const startingSoon = project({
    status: 'not_begun',
    sellingStartsAt: at('2026-11-28T10:00:00Z'),
  });

  it('skips a card the ticking clock does not change', () => {
    expect(
      drawsTheSame(
        card(selling, at('2026-11-28T09:00:00Z')),
        card(selling, at('2026-11-28T09:00:01Z')),
      ),
    ).toBe(true);
  });

  it('redraws a card that counts down when the clock ticks', () => {
    expect(
      drawsTheSame(
        card(startingSoon, at('2026-11-28T09:00:00Z')),
        card(startingSoon, at('2026-11-28T09:00:01Z')),
      ),
    ).toBe(false);
  });

  it('redraws the card whose countdown has just ended', () => {
    expect(
      drawsTheSame(
        card(startingSoon, at('2026-11-28T09:59:59Z')),
        card(startingSoon, at('2026-11-28T10:00:00Z')),
      ),
    ).toBe(false);
  });

  it('redraws a card whose project or link changed', () => {
    const now = at('2026-11-28T09:00:00Z');
    expect(drawsTheSame(card(selling, now), card(project(), now))).toBe(false);
    expect(drawsTheSame(card(selling, now), { ...card(selling, now), href: '/other' })).toBe(false);
    expect(drawsTheSame(card(selling, now), { ...card(selling, now), priority: true })).toBe(false);
  });
});
