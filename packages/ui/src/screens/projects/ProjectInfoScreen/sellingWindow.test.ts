import { describe, expect, it } from 'vitest';
import { sellingWindow } from './sellingWindow';

const start = new Date('2026-12-01T00:00:00+08:00');
const end = new Date('2027-03-01T00:00:00+08:00');
const before = new Date('2026-11-20T10:00:00+08:00');
const during = new Date('2027-01-10T10:00:00+08:00');
const after = new Date('2027-04-01T10:00:00+08:00');

describe('the selling window', () => {
  it('counts down to the opening before the start, to the close while selling', () => {
    const project = { status: 'in_progress', sellingStartsAt: start, sellingEndsAt: end } as const;
    expect(sellingWindow(project, before)).toEqual({ phase: 'opens', at: start });
    expect(sellingWindow(project, during)).toEqual({ phase: 'closes', at: end });
    expect(sellingWindow({ ...project, status: 'presale' }, during)).toEqual({
      phase: 'closes',
      at: end,
    });
    expect(sellingWindow({ ...project, status: 'not_begun' }, before)).toEqual({
      phase: 'opens',
      at: start,
    });
  });

  it('is over once the end has passed, or when the project has ended, sold out or closed', () => {
    const project = { status: 'in_progress', sellingStartsAt: start, sellingEndsAt: end } as const;
    expect(sellingWindow(project, after)).toEqual({ phase: 'over', at: end });
    expect(sellingWindow({ ...project, status: 'ended' }, after)).toEqual({
      phase: 'over',
      at: end,
    });
    // Sold out before the planned end: over, with no closing date to show.
    expect(sellingWindow({ ...project, status: 'full' }, during)).toEqual({
      phase: 'over',
      at: null,
    });
    expect(sellingWindow({ ...project, status: 'closed' }, before)).toEqual({
      phase: 'over',
      at: null,
    });
  });

  it('has nothing to count without dates, while held back, or waiting for a presale’s price', () => {
    const open = { status: 'in_progress', sellingStartsAt: null, sellingEndsAt: null } as const;
    expect(sellingWindow(open, during)).toBeNull();
    expect(
      sellingWindow(
        { status: 'pending_review', sellingStartsAt: start, sellingEndsAt: end },
        before,
      ),
    ).toBeNull();
    expect(
      sellingWindow(
        { status: 'reservation_waiting', sellingStartsAt: start, sellingEndsAt: end },
        during,
      ),
    ).toBeNull();
  });
});
