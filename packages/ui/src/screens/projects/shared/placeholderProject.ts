import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { ProjectDetail } from '@carbonmarket/domain';

/** Placeholder text: never read or seen (the outline paints it as bars). */
const blank = (length: number) => '\u00a0'.repeat(length);

/**
 * What a project's pages lay out while the project loads: a project in progress with text of
 * typical lengths, drawn as bars, so the loaded page takes the same places.
 */
export const PLACEHOLDER_PROJECT: ProjectDetail = {
  id: 0,
  name: blank(28),
  location: blank(24),
  type: 'other',
  standards: [blank(16)],
  status: 'in_progress',
  unitPrice: ZERO_MONEY,
  currentUnitPrice: ZERO_MONEY,
  quantity: tons('0'),
  remainingTons: tons('0'),
  minTons: tons('0'),
  maxTons: tons('0'),
  progress: 0,
  introduction: blank(160),
  factSheetUrl: null,
  minLevel: 'P0',
  sellingStartsAt: null,
  sellingEndsAt: null,
  presale: null,
  imageUrl: null,
  developer: blank(20),
  carbon: {
    vintage: 2000,
    verificationAgency: blank(18),
    monitoring: blank(60),
    creditType: blank(16),
  },
  registration: { registry: 'verra', registryId: blank(6), url: 'https://registry.verra.org/' },
  sdgs: [13, 14, 15],
  viewer: null,
};
