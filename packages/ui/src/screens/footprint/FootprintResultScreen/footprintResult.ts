import type { FootprintSection, OffsetOffer, Tons } from '@carbonmarket/domain';

/** A footprint result: yearly t CO2e, by part, with the averages to compare with. */
export interface FootprintResult {
  /** The visitor's estimated emissions per year. */
  tonsPerYear: Tons;
  breakdown: Readonly<Record<FootprintSection, Tons>>;
  /** What an average person in Singapore emits per year. */
  singaporeAverage: Tons;
  /** What an average person in the world emits per year. */
  worldAverage: Tons;
  /** Whole tons that offset a year of the visitor's emissions. */
  offsetTons: Tons;
  submittedAt: Date;
}

/** The tons the member has retired, in all and this calendar year. */
export interface RetiredTons {
  total: Tons;
  thisYear: Tons;
}

/**
 * What the offset action offers: for a guest, registering first; for a member, the purchase the
 * app chose (`offsetOfferFor`: a project and the tons), null when no project is open for it.
 */
export type OffsetChoice =
  | { kind: 'guest' }
  | {
      kind: 'member';
      offer: { status: 'loading' } | { status: 'ready'; data: OffsetOffer | null };
    };
