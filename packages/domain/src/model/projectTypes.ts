/**
 * The kinds of project on the market, by stable key (the wire, the database and the filter carry
 * the key; each language names it). `other` holds a project of none of the listed kinds.
 */
export const PROJECT_TYPES = [
  'forest_protection',
  'reforestation',
  'peatland',
  'blue_carbon',
  'agriculture',
  'renewable_energy',
  'cookstoves',
  'methane_capture',
  'other',
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];

export const isProjectType = (value: unknown): value is ProjectType =>
  typeof value === 'string' && (PROJECT_TYPES as readonly string[]).includes(value);
