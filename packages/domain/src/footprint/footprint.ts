import { Decimal } from '../money/decimal';
import { Tons } from '../money/tons';
import {
  DIET_TONS_PER_YEAR,
  GRID_KG_PER_KWH,
  LONG_FLIGHT_TONS,
  MONTHS_PER_YEAR,
  SHORT_FLIGHT_TONS,
  SINGAPORE_AVERAGE_TONS_PER_YEAR,
  WORLD_AVERAGE_TONS_PER_YEAR,
  TRANSPORT_KG_PER_KM,
  WEEKS_PER_YEAR,
} from './factors';
import type { Diet, TransportMode } from './factors';
import type { FootprintSection } from './questions';

/** The questionnaire's answers as the calculation reads them (footprintAnswersSchema parses them). */
export interface FootprintAnswers {
  householdKwh: number;
  householdSize: number;
  transportMode: TransportMode;
  weeklyKm: number;
  shortFlights: number;
  longFlights: number;
  diet: Diet;
}

/** A member's estimated yearly emissions, by part and in total, in t CO2e (3 decimals). */
export interface FootprintEstimate {
  breakdown: Record<FootprintSection, Tons>;
  /** The sum of the breakdown, exactly. */
  total: Tons;
  /** What an average person in Singapore emits in a year, for comparison. */
  singaporeAverage: Tons;
  /** What an average person in the world emits in a year, for comparison. */
  worldAverage: Tons;
  /** Whole tons to buy to offset the total: the total rounded up to the next whole ton. */
  offsetTons: Tons;
}

const KG_PER_TON = 1000;

const tonsOf = (value: Decimal): Tons => Tons.fromDecimal(value);

/** Whole tons that cover `total`: 7.2 t needs 8 t of credits, 7 t needs 7 (purchases are whole tons). */
export const offsetTonsFor = (total: Tons): Tons =>
  tonsOf(total.decimal.toDecimalPlaces(0, Decimal.ROUND_CEIL));

/**
 * Estimates a member's yearly footprint from the questionnaire, with the factors of `factors.ts`:
 * - home: monthly kWh x 12 x grid factor, shared equally by the people of the home;
 * - transport: weekly km x 52 x the factor of the main way of getting around;
 * - flights: short and long return flights times their factors;
 * - diet: the yearly figure of the diet.
 * Each part is rounded half-up to a thousandth of a ton before the parts are added, so the total
 * is exactly the sum of the breakdown shown. All arithmetic is decimal.
 */
export function estimateFootprint(answers: FootprintAnswers): FootprintEstimate {
  const home = new Decimal(answers.householdKwh)
    .times(MONTHS_PER_YEAR)
    .times(GRID_KG_PER_KWH)
    .dividedBy(answers.householdSize)
    .dividedBy(KG_PER_TON);
  const transport = new Decimal(answers.weeklyKm)
    .times(WEEKS_PER_YEAR)
    .times(TRANSPORT_KG_PER_KM[answers.transportMode])
    .dividedBy(KG_PER_TON);
  const flights = new Decimal(answers.shortFlights)
    .times(SHORT_FLIGHT_TONS)
    .plus(new Decimal(answers.longFlights).times(LONG_FLIGHT_TONS));
  const diet = new Decimal(DIET_TONS_PER_YEAR[answers.diet]);
  const breakdown = {
    home: tonsOf(home),
    transport: tonsOf(transport),
    flights: tonsOf(flights),
    diet: tonsOf(diet),
  };
  const total = tonsOf(
    Object.values(breakdown).reduce((sum, part) => sum.plus(part.decimal), new Decimal(0)),
  );
  return {
    breakdown,
    total,
    singaporeAverage: tonsOf(new Decimal(SINGAPORE_AVERAGE_TONS_PER_YEAR)),
    worldAverage: tonsOf(new Decimal(WORLD_AVERAGE_TONS_PER_YEAR)),
    offsetTons: offsetTonsFor(total),
  };
}
