import { expect } from 'storybook/test';

/** WCAG 2.2 SC 2.5.8 (Target Size, Minimum): a pointer target of at least 24 by 24 CSS pixels. */
export const MIN_TARGET_PX = 24;

/** The height of a row a finger taps in a list: the design system's touch target. */
export const MIN_ROW_PX = 44;

const sizeOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return {
    what: (element.textContent ?? '').trim().slice(0, 40),
    width: Math.round(box.width * 10) / 10,
    height: Math.round(box.height * 10) / 10,
  };
};

/** Fails, naming them with their measured box, when any of `elements` is smaller than `min` px either way. */
export async function expectTargetsAtLeast(elements: readonly Element[], min = MIN_TARGET_PX) {
  if (elements.length === 0) throw new Error('no targets to measure');
  const small = elements.map(sizeOf).filter(({ width, height }) => width < min || height < min);
  await expect(small).toEqual([]);
}

/** Fails, naming them with their measured height, when any of `rows` is lower than `min` px. */
export async function expectRowsAtLeast(rows: readonly Element[], min = MIN_ROW_PX) {
  if (rows.length === 0) throw new Error('no rows to measure');
  const low = rows.map(sizeOf).filter(({ height }) => height < min);
  await expect(low).toEqual([]);
}
