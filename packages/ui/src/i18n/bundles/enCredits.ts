import credits from '../locales/en/credits.json';

/**
 * The English strings of the carbon credits area (the holdings, the sales, selling): fetched with
 * those pages' code, not with the entry (ADR 022).
 */
export const enCredits = credits;
