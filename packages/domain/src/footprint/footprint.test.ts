import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { issueCodes } from '../validation/issueCodes';
import { estimateFootprint, offsetTonsFor } from './footprint';
import type { z } from 'zod';
import { footprintAnswersSchema } from '../validation/footprintAnswers';
import type { FootprintAnswers } from './footprint';
import { DIETS, TRANSPORT_MODES } from './factors';
import { FOOTPRINT_QUESTIONS, FOOTPRINT_SECTIONS } from './questions';
import { tons } from '../money/tons';

const typical: FootprintAnswers = {
  householdKwh: 400,
  householdSize: 3,
  transportMode: 'public_transport',
  weeklyKm: 100,
  shortFlights: 2,
  longFlights: 1,
  diet: 'average_meat',
};

describe('estimateFootprint', () => {
  it('adds home, transport, flights and diet with the documented factors', () => {
    const result = estimateFootprint(typical);
    // 400 kWh x 12 x 0.4168 kg / 3 people = 666.88 kg
    expect(result.breakdown.home.toString()).toBe('0.667');
    // 100 km x 52 x 0.04 kg = 208 kg
    expect(result.breakdown.transport.toString()).toBe('0.208');
    // 2 x 0.6 t + 1 x 3.0 t
    expect(result.breakdown.flights.toString()).toBe('4.2');
    expect(result.breakdown.diet.toString()).toBe('2');
    expect(result.total.toString()).toBe('7.075');
    expect(result.singaporeAverage.toString()).toBe('8.6');
    expect(result.worldAverage.toString()).toBe('4.7');
    expect(result.offsetTons.toString()).toBe('8');
  });

  it('leaves only the diet for a member without electricity, cars or flights', () => {
    const result = estimateFootprint({
      householdKwh: 0,
      householdSize: 1,
      transportMode: 'walk_cycle',
      weeklyKm: 300,
      shortFlights: 0,
      longFlights: 0,
      diet: 'vegan',
    });
    expect(result.total.toString()).toBe('1.1');
    expect(result.offsetTons.toString()).toBe('2');
  });

  it('prices every transport mode and diet', () => {
    for (const transportMode of TRANSPORT_MODES)
      for (const diet of DIETS) {
        const result = estimateFootprint({ ...typical, transportMode, diet });
        expect(result.total.decimal.greaterThan(0)).toBe(true);
      }
    const car = estimateFootprint({ ...typical, transportMode: 'petrol_car' });
    const bus = estimateFootprint({ ...typical, transportMode: 'public_transport' });
    expect(car.breakdown.transport.decimal.greaterThan(bus.breakdown.transport.decimal)).toBe(true);
  });

  it('totals exactly the breakdown and offsets with the next whole ton (property)', () => {
    const answers = fc.record({
      householdKwh: fc.integer({ min: 0, max: 20_000 }),
      householdSize: fc.integer({ min: 1, max: 20 }),
      transportMode: fc.constantFrom(...TRANSPORT_MODES),
      weeklyKm: fc.integer({ min: 0, max: 5_000 }),
      shortFlights: fc.integer({ min: 0, max: 100 }),
      longFlights: fc.integer({ min: 0, max: 100 }),
      diet: fc.constantFrom(...DIETS),
    });
    fc.assert(
      fc.property(answers, (a) => {
        const r = estimateFootprint(a);
        const sum = FOOTPRINT_SECTIONS.reduce(
          (acc, s) => acc.plus(r.breakdown[s].decimal),
          tons('0').decimal,
        );
        expect(r.total.decimal.equals(sum)).toBe(true);
        expect(r.offsetTons.decimal.isInteger()).toBe(true);
        expect(r.offsetTons.decimal.greaterThanOrEqualTo(r.total.decimal)).toBe(true);
        expect(r.offsetTons.decimal.minus(r.total.decimal).lessThan(1)).toBe(true);
        // More electricity never lowers the footprint.
        const more = estimateFootprint({ ...a, householdKwh: a.householdKwh + 100 });
        expect(more.total.decimal.greaterThanOrEqualTo(r.total.decimal)).toBe(true);
      }),
    );
  });
});

describe('offsetTonsFor', () => {
  it('rounds up to whole tons and keeps whole numbers', () => {
    expect(offsetTonsFor(tons('7')).toString()).toBe('7');
    expect(offsetTonsFor(tons('7.001')).toString()).toBe('8');
    expect(offsetTonsFor(tons('0')).toString()).toBe('0');
  });
});

describe('footprintAnswersSchema', () => {
  it('parses into exactly the answers the calculation reads', () => {
    type Output = z.output<typeof footprintAnswersSchema>;
    const same: [Output] extends [FootprintAnswers]
      ? [FootprintAnswers] extends [Output]
        ? true
        : false
      : false = true;
    expect(same).toBe(true);
  });

  it('reads numbers sent as JSON numbers or typed text', () => {
    const parsed = footprintAnswersSchema.parse({
      ...typical,
      householdKwh: ' 400 ',
      weeklyKm: '100',
    });
    expect(parsed).toEqual(typical);
  });

  it('names every missing or wrong answer', () => {
    const result = footprintAnswersSchema.safeParse({
      householdKwh: '',
      householdSize: 0,
      transportMode: 'rocket',
      weeklyKm: '12.5',
      shortFlights: 101,
      longFlights: -1,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issueCodes(result.error)).toEqual({
      householdKwh: 'REQUIRED',
      householdSize: 'ANSWER_INVALID',
      transportMode: 'ANSWER_INVALID',
      weeklyKm: 'ANSWER_INVALID',
      shortFlights: 'ANSWER_INVALID',
      longFlights: 'ANSWER_INVALID',
      diet: 'REQUIRED',
    });
  });

  it('treats a blank choice as missing and a non-object as malformed', () => {
    const blank = footprintAnswersSchema.safeParse({ ...typical, diet: '  ' });
    expect(blank.success ? {} : issueCodes(blank.error)).toEqual({ diet: 'REQUIRED' });
    const junk = footprintAnswersSchema.safeParse('x');
    expect(junk.success ? {} : issueCodes(junk.error)).toEqual({ _form: 'OPERATION_FAILED' });
    const wrongType = footprintAnswersSchema.safeParse({ ...typical, householdSize: true });
    expect(wrongType.success ? {} : issueCodes(wrongType.error)).toEqual({
      householdSize: 'ANSWER_INVALID',
    });
    const wrongChoice = footprintAnswersSchema.safeParse({ ...typical, diet: 3 });
    expect(wrongChoice.success ? {} : issueCodes(wrongChoice.error)).toEqual({
      diet: 'ANSWER_INVALID',
    });
  });
});

describe('FOOTPRINT_QUESTIONS', () => {
  it('asks one question per answer, each with text in both languages', () => {
    expect(FOOTPRINT_QUESTIONS.map((q) => q.id).sort()).toEqual(
      Object.keys(footprintAnswersSchema.shape).sort(),
    );
    for (const q of FOOTPRINT_QUESTIONS) {
      expect(q.text.en).not.toBe('');
      expect(q.text.cn).not.toBe('');
      if (q.kind === 'single')
        for (const o of q.options) expect(o.text.en && o.text.cn, o.id).toBeTruthy();
      else expect(q.min).toBeLessThan(q.max);
    }
  });
});
