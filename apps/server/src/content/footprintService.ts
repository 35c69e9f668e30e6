import type { Database as Db } from 'better-sqlite3';
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
import { writeTransaction } from '../db/openDatabase';

interface ResultRow {
  home_milli_tons: bigint;
  transport_milli_tons: bigint;
  flights_milli_tons: bigint;
  diet_milli_tons: bigint;
  total_milli_tons: bigint;
  created_at: string;
}

/** A stored result as the contract's `footprintResultWire` reads it. */
const resultOf = (row: ResultRow) => {
  const total = fromMilliTons(row.total_milli_tons);
  return {
    tonsPerYear: total,
    breakdown: {
      home: fromMilliTons(row.home_milli_tons),
      transport: fromMilliTons(row.transport_milli_tons),
      flights: fromMilliTons(row.flights_milli_tons),
      diet: fromMilliTons(row.diet_milli_tons),
    },
    singaporeAverage: tons(SINGAPORE_AVERAGE_TONS_PER_YEAR),
    worldAverage: tons(WORLD_AVERAGE_TONS_PER_YEAR),
    offsetTons: offsetTonsFor(total),
    submittedAt: new Date(row.created_at),
  };
};

/** The carbon-footprint questionnaire: questions, results stored per member in thousandths of a ton. */
export function createFootprintService(db: Db) {
  const latest = db
    .prepare<[number], ResultRow>(
      `SELECT home_milli_tons, transport_milli_tons, flights_milli_tons, diet_milli_tons, total_milli_tons, created_at
       FROM footprint_results WHERE member_id = ? ORDER BY id DESC LIMIT 1`,
    )
    .safeIntegers(true);

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
    submit(memberId: number, answers: FootprintAnswers, now: Date) {
      const estimate = estimateFootprint(answers);
      const row: ResultRow = {
        home_milli_tons: toMilliTons(estimate.breakdown.home),
        transport_milli_tons: toMilliTons(estimate.breakdown.transport),
        flights_milli_tons: toMilliTons(estimate.breakdown.flights),
        diet_milli_tons: toMilliTons(estimate.breakdown.diet),
        total_milli_tons: toMilliTons(estimate.total),
        created_at: now.toISOString(),
      };
      writeTransaction(db, () =>
        db
          .prepare(
            `INSERT INTO footprint_results (member_id, answers, home_milli_tons, transport_milli_tons, flights_milli_tons, diet_milli_tons, total_milli_tons, created_at)
             VALUES (@member, @answers, @home_milli_tons, @transport_milli_tons, @flights_milli_tons, @diet_milli_tons, @total_milli_tons, @created_at)`,
          )
          .run({ member: memberId, answers: JSON.stringify(answers), ...row }),
      );
      return resultOf(row);
    },

    /** The latest result, or null before the first questionnaire. */
    result(memberId: number) {
      const row = latest.get(memberId);
      return { result: row ? resultOf(row) : null };
    },
  };
}
