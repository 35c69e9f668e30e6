/**
 * Emission factors of the carbon-footprint estimate, as exact decimal text (never floats). They are
 * rounded, typical published values chosen for a short questionnaire, not a certified inventory:
 *
 * - Electricity: Singapore's grid emission factor, about 0.4168 kg CO2 per kWh (Energy Market
 *   Authority, grid emission factor of the early 2020s; the grid runs mostly on natural gas).
 * - Transport, kg CO2e per passenger-km: walking and cycling 0; MRT and bus together about 0.04;
 *   motorcycle about 0.11; electric car about 0.07 (about 0.17 kWh/km on the Singapore grid);
 *   petrol or hybrid car about 0.18; taxi or ride-hailing about 0.20 (driving empty between fares).
 * - Flights, t CO2e per economy return trip including a factor for high-altitude effects: under
 *   6 hours (e.g. Singapore to Bangkok or Hong Kong) about 0.6; 6 hours or more (e.g. Singapore to
 *   London or Sydney) about 3.0.
 * - Diet, t CO2e per year (Scarborough et al., 2014, daily diet emissions scaled to a year and
 *   rounded): heavy meat eater 2.6, average meat eater 2.0, light meat eater 1.7, fish but no
 *   meat 1.4, vegetarian 1.4, vegan 1.1.
 * - Singapore average: about 8.6 t CO2 per person per year, a rounded figure for Singapore's
 *   per-capita emissions in the early 2020s, shown for comparison only.
 * - World average: about 4.7 t CO2 per person per year, the energy-related figure the
 *   International Energy Agency gives for 2021-2022 (Global Carbon Budget's fossil CO2 per person
 *   is close), shown for comparison only.
 * docs/FOOTPRINT.md names the sources with their years.
 */

/** kg CO2 per kWh of electricity from the Singapore grid. */
export const GRID_KG_PER_KWH = '0.4168';

/** How a member mostly gets around. */
export const TRANSPORT_MODES = [
  'walk_cycle',
  'public_transport',
  'motorcycle',
  'electric_car',
  'petrol_car',
  'taxi',
] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** kg CO2e per passenger-km, by main way of getting around. */
export const TRANSPORT_KG_PER_KM: Readonly<Record<TransportMode, string>> = {
  walk_cycle: '0',
  public_transport: '0.04',
  motorcycle: '0.11',
  electric_car: '0.07',
  petrol_car: '0.18',
  taxi: '0.20',
};

/** t CO2e per economy return flight under 6 hours. */
export const SHORT_FLIGHT_TONS = '0.6';
/** t CO2e per economy return flight of 6 hours or more. */
export const LONG_FLIGHT_TONS = '3.0';

/** What a member mostly eats. */
export const DIETS = [
  'heavy_meat',
  'average_meat',
  'light_meat',
  'pescatarian',
  'vegetarian',
  'vegan',
] as const;
export type Diet = (typeof DIETS)[number];

/** t CO2e per year, by diet. */
export const DIET_TONS_PER_YEAR: Readonly<Record<Diet, string>> = {
  heavy_meat: '2.6',
  average_meat: '2.0',
  light_meat: '1.7',
  pescatarian: '1.4',
  vegetarian: '1.4',
  vegan: '1.1',
};

/** Rounded tons of CO2 per person per year in Singapore, for comparison. */
export const SINGAPORE_AVERAGE_TONS_PER_YEAR = '8.6';

/** Rounded tons of CO2 per person per year worldwide, for comparison. */
export const WORLD_AVERAGE_TONS_PER_YEAR = '4.7';

/** Months and weeks of the year the monthly and weekly answers are scaled by. */
export const MONTHS_PER_YEAR = 12;
export const WEEKS_PER_YEAR = 52;
