import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { ProjectDetail, ProjectViewer } from '@carbonmarket/domain';

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

/** A member's standing in the placeholder project: orders left under both caps. */
const PLACEHOLDER_VIEWER: ProjectViewer = {
  action: 'purchase',
  reason: null,
  ordersThisMonth: 0,
  ordersTotal: 0,
  maxPerMonth: 3,
  maxTotal: 10,
};

/**
 * The placeholder project as a member sees it: with their orders against the caps (a project's
 * page shows them a card of their own).
 */
export const PLACEHOLDER_MEMBER_PROJECT: ProjectDetail = {
  ...PLACEHOLDER_PROJECT,
  viewer: PLACEHOLDER_VIEWER,
};

/**
 * What a page ordering tons lays out while the project loads: a member's view of a project taking
 * orders, with a range of tons to choose from (an empty range would show its note instead of the
 * form's figures) and the orders left under the caps.
 */
export const PLACEHOLDER_ORDER_PROJECT: ProjectDetail = {
  ...PLACEHOLDER_MEMBER_PROJECT,
  quantity: tons('1000'),
  remainingTons: tons('1000'),
  minTons: tons('1'),
  maxTons: tons('100'),
};

/** What the presale booking page lays out while the project loads: a presale taking bookings. */
export const PLACEHOLDER_PRESALE_PROJECT: ProjectDetail = {
  ...PLACEHOLDER_ORDER_PROJECT,
  status: 'presale',
  presale: {
    bookingFeePercent: '10',
    expectedQuantity: tons('1000'),
    finalUnitPrice: null,
    finalTons: null,
  },
  viewer: { ...PLACEHOLDER_VIEWER, action: 'presale' },
};
