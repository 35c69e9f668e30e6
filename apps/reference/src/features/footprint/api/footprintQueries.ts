import { MAX_PAGE_SIZE, endpoints } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** The questionnaire in `lang`: the route's data and the page's hook share it. */
export const footprintQuestionsQuery = (lang: Locale) =>
  endpointQuery(endpoints.footprint.questions, { lang });

/** The visitor's latest result (a guest's lasts as long as the guest session). */
export const footprintResultQuery = (lang: Locale, enabled = true) =>
  endpointQuery(endpoints.footprint.result, { lang }, { enabled });

/** The tons the member has retired, set against a year of the footprint; members only. */
export const retiredTonsQuery = (enabled = true) =>
  endpointQuery(endpoints.credits.retired, {}, { enabled });

/**
 * The projects in progress the offset is chosen among: the first page of the market's list of
 * that status, as large as a page gets, in the list's order (newest first).
 */
export const offsetProjectsQuery = (lang: Locale, enabled = true) =>
  endpointQuery(
    endpoints.projects.list,
    { page: 1, pageSize: MAX_PAGE_SIZE, status: 'in_progress', lang },
    { enabled },
  );
