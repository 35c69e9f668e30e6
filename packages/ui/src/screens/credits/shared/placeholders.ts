import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { CreditHolding, CreditHoldings, CreditRetirement, CreditSale } from './creditTypes';

/** Placeholder text: never read or seen (the outline paints it as bars). */
const blank = (length: number) => '\u00a0'.repeat(length);

/** What a holding's card lays out while the credits load: text of typical lengths, as bars. */
export const PLACEHOLDER_HOLDING: CreditHolding = {
  id: 0,
  projectId: 0,
  projectName: blank(28),
  kind: 'normal',
  tons: tons('0'),
  unitPrice: ZERO_MONEY,
  value: ZERO_MONEY,
  detail: {
    offsettedAmount: tons('0'),
    vintage: 2025,
    verificationAgency: blank(20),
    monitoring: blank(24),
    creditType: blank(4),
  },
};

export const PLACEHOLDER_HOLDINGS: CreditHoldings = {
  totals: { normal: tons('0'), presale: tons('0') },
  normal: [PLACEHOLDER_HOLDING],
  presale: [],
};

/** What a sale's row lays out while the sales load. */
export const PLACEHOLDER_SALE: CreditSale = {
  id: 0,
  saleNo: blank(18),
  projectId: 0,
  projectName: blank(28),
  kind: 'normal',
  tons: tons('0'),
  unitPrice: ZERO_MONEY,
  proceeds: ZERO_MONEY,
  status: 'pending',
  payoutAt: new Date(0),
  createdAt: new Date(0),
  settledAt: null,
};

/** What a retirement's row lays out while the retirements load. */
export const PLACEHOLDER_RETIREMENT: CreditRetirement = {
  id: 0,
  retirementNo: blank(16),
  certificateId: blank(26),
  projectId: 0,
  projectName: blank(28),
  kind: 'normal',
  tons: tons('0'),
  vintage: 2025,
  standards: [],
  registration: null,
  serials: { prefix: '', start: 1, end: 1, text: blank(36) },
  beneficiary: blank(20),
  forSelf: true,
  reason: blank(30),
  retiredAt: new Date(0),
  verificationPath: '',
  pdfPath: '',
};
