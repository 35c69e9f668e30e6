import { describe, expect, it } from 'vitest';
import { tons } from '../money/tons';
import { barLength, largestTons, stackedBar, wholePercentOf } from './footprintShares';

describe('barLength', () => {
  it('scales a part to the drawing length with decimal division', () => {
    expect(barLength(tons('4.3'), tons('8.6'), 300)).toBe(150);
    expect(barLength(tons('1'), tons('3'), 100)).toBe(33.3);
    expect(barLength(tons('2'), tons('3'), 100)).toBe(66.7);
  });

  it('draws nothing on an empty scale and never past the length', () => {
    expect(barLength(tons('1'), tons('0'), 100)).toBe(0);
    expect(barLength(tons('9'), tons('3'), 100)).toBe(100);
  });
});

describe('largestTons', () => {
  it('answers the largest quantity, or zero for none', () => {
    expect(largestTons([tons('7.075'), tons('8.6'), tons('4.7')]).toString()).toBe('8.6');
    expect(largestTons([]).toString()).toBe('0');
  });
});

describe('wholePercentOf', () => {
  it('rounds half up and stops at 100', () => {
    expect(wholePercentOf(tons('2'), tons('8'))).toBe(25);
    expect(wholePercentOf(tons('1'), tons('7.075'))).toBe(14);
    expect(wholePercentOf(tons('0.5'), tons('1'))).toBe(50);
    expect(wholePercentOf(tons('0.005'), tons('1'))).toBe(1);
    expect(wholePercentOf(tons('12'), tons('7.075'))).toBe(100);
    expect(wholePercentOf(tons('1'), tons('0'))).toBe(0);
  });
});

describe('stackedBar', () => {
  it('places each part after the ones before it, ending where the total does', () => {
    const parts = [tons('0.667'), tons('0.208'), tons('4.2'), tons('2')];
    const segments = stackedBar(parts, tons('8.6'), 320);
    expect(segments[0]).toEqual({ start: 0, length: 24.8 });
    for (let i = 1; i < segments.length; i += 1) {
      const before = segments[i - 1];
      expect(segments[i]?.start).toBe(
        Number(((before?.start ?? 0) + (before?.length ?? 0)).toFixed(1)),
      );
    }
    const last = segments[3];
    expect(Number(((last?.start ?? 0) + (last?.length ?? 0)).toFixed(1))).toBe(
      barLength(tons('7.075'), tons('8.6'), 320),
    );
  });
});
