import { money, tons } from '@carbonmarket/domain';
import type { ConsoleProject } from '../projectsTypes';

/** A project of the usual lengths, drawn in outline while the list loads. */
export const PLACEHOLDER_PROJECT: ConsoleProject = {
  id: 0,
  name: 'Kalimantan Peatland Restoration',
  location: 'Central Kalimantan, Indonesia',
  type: 'peatland',
  standards: [],
  status: 'in_progress',
  unitPrice: money('18.50'),
  quantity: tons('50000'),
  remainingTons: tons('12650'),
  minTons: tons('1'),
  maxTons: tons('500'),
  progress: 75,
  introduction: '',
  factSheetUrl: null,
  minLevel: 'P0',
  sellingStartsAt: null,
  sellingEndsAt: null,
  presale: null,
  imageUrl: null,
};
