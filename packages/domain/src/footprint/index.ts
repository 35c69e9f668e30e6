export {
  GRID_KG_PER_KWH,
  TRANSPORT_MODES,
  TRANSPORT_KG_PER_KM,
  SHORT_FLIGHT_TONS,
  LONG_FLIGHT_TONS,
  DIETS,
  DIET_TONS_PER_YEAR,
  SINGAPORE_AVERAGE_TONS_PER_YEAR,
  WORLD_AVERAGE_TONS_PER_YEAR,
  MONTHS_PER_YEAR,
  WEEKS_PER_YEAR,
} from './factors';
export type { TransportMode, Diet } from './factors';
export { FOOTPRINT_QUESTIONS, FOOTPRINT_SECTIONS } from './questions';
export type {
  BilingualText,
  FootprintSection,
  NumberQuestion,
  ChoiceQuestion,
  FootprintQuestion,
  FootprintQuestionId,
} from './questions';
export { estimateFootprint, offsetTonsFor } from './footprint';
export type { FootprintAnswers, FootprintEstimate } from './footprint';
export { offsetOfferFor, offsetQuantityFor } from './offsetOffer';
export type { OffsetCandidate, OffsetOffer } from './offsetOffer';
export { barLength, largestTons, stackedBar, wholePercentOf } from './footprintShares';
export type { BarSegment } from './footprintShares';
