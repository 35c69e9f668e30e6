import {
  FOOTPRINT_QUESTIONS,
  SINGAPORE_AVERAGE_TONS_PER_YEAR,
  WORLD_AVERAGE_TONS_PER_YEAR,
  estimateFootprint,
  fromMilliTons,
  offsetTonsFor,
  toMilliTons,
  tons,
} from '@carbonmarket/domain';
import type { FootprintAnswers } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';

interface ResultRow {
  home_milli_tons: number | bigint;
  transport_milli_tons: number | bigint;
  flights_milli_tons: number | bigint;
  diet_milli_tons: number | bigint;
  total_milli_tons: number | bigint;
  created_at: string;
}

/** A stored result as the contract's `footprintResultWire` reads it. */
const resultOf = (row: ResultRow) => {
  const total = fromMilliTons(BigInt(row.total_milli_tons));
  return {
    tonsPerYear: total,
    breakdown: {
      home: fromMilliTons(BigInt(row.home_milli_tons)),
      transport: fromMilliTons(BigInt(row.transport_milli_tons)),
      flights: fromMilliTons(BigInt(row.flights_milli_tons)),
      diet: fromMilliTons(BigInt(row.diet_milli_tons)),
    },
    singaporeAverage: tons(SINGAPORE_AVERAGE_TONS_PER_YEAR),
    worldAverage: tons(WORLD_AVERAGE_TONS_PER_YEAR),
    offsetTons: offsetTonsFor(total),
    submittedAt: new Date(row.created_at),
  };
};

/** The carbon-footprint questionnaire: questions, results stored per member in thousandths of a ton. */
export function createFootprintService(data: Data) {
  return {
    /** The questions in the reader's language. */
    questions(lang: Lang) {
      return {
        questions: FOOTPRINT_QUESTIONS.map((question) =>
          question.kind === 'number'
            ? {
                kind: question.kind,
                id: question.id,
                section: question.section,
                text: question.text[lang],
                min: question.min,
                max: question.max,
                unit: question.unit[lang],
              }
            : {
                kind: question.kind,
                id: question.id,
                section: question.section,
                text: question.text[lang],
                options: question.options.map((option) => ({
                  id: option.id,
                  text: option.text[lang],
                })),
              },
        ),
      };
    },

    /** Estimates the footprint with the domain's rule, stores it and returns the result. */
    async submit(memberId: number, answers: FootprintAnswers, now: Date) {
      const estimate = estimateFootprint(answers);
      const row = {
        home_milli_tons: toMilliTons(estimate.breakdown.home),
        transport_milli_tons: toMilliTons(estimate.breakdown.transport),
        flights_milli_tons: toMilliTons(estimate.breakdown.flights),
        diet_milli_tons: toMilliTons(estimate.breakdown.diet),
        total_milli_tons: toMilliTons(estimate.total),
        created_at: now.toISOString(),
      };
      await data
        .q()
        .insertInto('footprint_results')
        .values({ member_id: memberId, answers: JSON.stringify(answers), ...row })
        .execute();
      return resultOf(row);
    },

    /** The latest result, or null before the first questionnaire. */
    async result(memberId: number) {
      const row = await data
        .q()
        .selectFrom('footprint_results')
        .select([
          'home_milli_tons',
          'transport_milli_tons',
          'flights_milli_tons',
          'diet_milli_tons',
          'total_milli_tons',
          'created_at',
        ])
        .where('member_id', '=', memberId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return { result: row ? resultOf(row) : null };
    },
  };
}
