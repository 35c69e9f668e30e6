export { splitDuration, remainingMs, isExpired } from './duration';
export type { Duration } from './duration';
export { formatCountdown } from './formatDuration';
export {
  singaporeWeekday,
  singaporeWeekend,
  isWeekendInSingapore,
  startOfSingaporeDay,
  startOfSingaporeYear,
  addSingaporeDays,
  addWorkingDays,
} from './singapore';
export { inSingapore, toInstant } from './singaporeZone';
