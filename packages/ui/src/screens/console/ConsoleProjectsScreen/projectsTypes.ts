import type { z } from 'zod';
import type { Project } from '@carbonmarket/domain';
import type { adminEndpoints, finalShareWire } from '@carbonmarket/domain/contract';
import type { Loadable } from '../../../components/loadable';

/** A project as the operator's list shows it (`admin.projects`): any status, pending review too. */
export type ConsoleProject = Project;

/** A presale's final unit price and tons, as `admin.setPresaleFinal` takes them, checked. */
export type FinalTerms = Pick<
  z.output<typeof adminEndpoints.setPresaleFinal.request>,
  'finalUnitPrice' | 'finalTons'
>;

/** A booking's share of a presale's final, as setting it would make it (`admin.presaleFinalPreview`). */
export type FinalShare = z.output<typeof finalShareWire>;

/** What setting a presale's final terms would do to its bookings, asked before setting them. */
export interface FinalPreview {
  projectId: number;
  /** The terms previewed: the confirmation sets exactly these. */
  terms: FinalTerms;
  bookings: Loadable<readonly FinalShare[]>;
}
