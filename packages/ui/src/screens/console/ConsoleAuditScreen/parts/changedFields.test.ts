import { describe, expect, it } from 'vitest';
import { changedFields, sameJson } from './changedFields';

describe('changedFields', () => {
  it('lists the top-level fields whose values differ, each with its old and new value', () => {
    expect(
      changedFields(
        { id: 80, status: 'processing', resolved_at: null, amount_cents: 50000 },
        { id: 80, status: 'refused', resolved_at: '2026-11-19T09:05:00.000Z', amount_cents: 50000 },
      ),
    ).toEqual([
      { field: 'status', before: 'processing', after: 'refused' },
      { field: 'resolved_at', before: null, after: '2026-11-19T09:05:00.000Z' },
    ]);
  });

  it('lists nothing when nothing changed, whatever the order of the fields', () => {
    expect(
      changedFields({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 }),
    ).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('compares nested records and lists whole, as the field that holds them', () => {
    expect(
      changedFields({ texts: { en: 'Old', cn: '旧' } }, { texts: { en: 'New', cn: '旧' } }),
    ).toEqual([
      { field: 'texts', before: { en: 'Old', cn: '旧' }, after: { en: 'New', cn: '旧' } },
    ]);
    expect(changedFields({ tags: [1, 2] }, { tags: [1, 2, 3] })).toEqual([
      { field: 'tags', before: [1, 2], after: [1, 2, 3] },
    ]);
  });

  it('lists every field of a target the action created, and of one it deleted', () => {
    expect(changedFields(null, { id: 16, status: 'invited' })).toEqual([
      { field: 'id', before: undefined, after: 16 },
      { field: 'status', before: undefined, after: 'invited' },
    ]);
    expect(changedFields({ id: 31, title: 'Old news' }, null)).toEqual([
      { field: 'id', before: 31, after: undefined },
      { field: 'title', before: 'Old news', after: undefined },
    ]);
  });

  it('lists a field one side lacks, and keeps a field set to null apart from a missing one', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: null })).toEqual([
      { field: 'b', before: undefined, after: null },
    ]);
  });

  it('compares values that are not records whole', () => {
    expect(changedFields(null, { settled: 2 })).toEqual([
      { field: 'settled', before: undefined, after: 2 },
    ]);
    expect(changedFields([1], [2])).toEqual([{ field: null, before: [1], after: [2] }]);
    expect(changedFields('a', 'a')).toEqual([]);
    expect(changedFields(null, 3)).toEqual([{ field: null, before: undefined, after: 3 }]);
  });
});

describe('sameJson', () => {
  it('tells apart values of different kinds and lengths', () => {
    expect(sameJson([1, 2], [1, 2])).toBe(true);
    expect(sameJson([1, 2], [1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
    expect(sameJson(undefined, null)).toBe(false);
  });
});
