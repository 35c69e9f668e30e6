import projectPages from '../locales/en/projectPages.json';

/**
 * The English strings of a project's own pages (the overview, the information, buying, booking
 * and the final payment): fetched with those pages' code, not with the entry
 * (docs/adr/022-own-router-and-strings-by-area.md). Their keys are under `projects`, beside the
 * list's, which the entry keeps for Home and the Projects tab.
 */
export const enProjectPages = projectPages;
