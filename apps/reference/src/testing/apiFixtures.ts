import type { z } from 'zod';
import type { getBalances, login, newsList, projectList } from '@carbonmarket/domain';

/** Wire-form reply data for connected stories (parsed against the contract by `replyOk`). */

type Wire<E extends { response: z.ZodType }> = z.input<E['response']>;

const TOKEN = 'story-token-0123456789abcdef';

export const memberSession = (isAnswer = true): Wire<typeof login> => ({
  token: TOKEN,
  loginInfo: {
    mem_id: 42,
    realname: 'Mei Lin Tan',
    account: 'mei.lin@example.com',
    mobile: '91234567',
    avatar: '',
  },
  visitorType: 'personal',
  is_answer: isAnswer,
});

export const guestSession: Wire<typeof login> = {
  token: 'story-guest-token-0123456789',
  loginInfo: { mem_id: 77, realname: '', account: '', mobile: '', avatar: '' },
  visitorType: 'guest',
  is_answer: true,
};

const project = (
  id: number,
  name: string,
  status: 'in_progress' | 'presale' | 'ended',
  progress: number,
) => ({
  id,
  name,
  location: 'Kalimantan, Indonesia',
  type: 'Reforestation',
  standards: ['Verra VCS'],
  status,
  unitPrice: '18.50',
  currentUnitPrice: '18.50',
  quantity: '10000',
  remainingTons: String(10000 - progress * 100),
  minTons: '1',
  maxTons: '500',
  progress,
  introduction: 'Restoring peat swamp forest.',
  factSheetUrl: null,
  minLevel: 'P0' as const,
  sellingStartsAt: '2026-10-01T00:00:00+08:00',
  sellingEndsAt: '2027-03-31T00:00:00+08:00',
  presale:
    status === 'presale'
      ? {
          bookingFeePercent: '10',
          expectedQuantity: '5000',
          finalUnitPrice: null,
          finalTons: null,
        }
      : null,
  imageUrl: null,
  developer: 'Green Borneo Pte Ltd',
  carbon: {
    vintage: 2025,
    verificationAgency: 'SCS Global',
    monitoring: 'Annual satellite survey',
    creditType: 'Removal',
  },
});

export const projectsPage: Wire<typeof projectList> = {
  items: [
    project(3, 'Mangrove Coast Restoration', 'ended', 100),
    project(1, 'Borneo Peatland Protection', 'in_progress', 64),
    project(2, 'Mekong Clean Cookstoves', 'presale', 12),
  ],
  page: 1,
  pageSize: 10,
  total: 3,
  hasMore: false,
};

export const newsPage: Wire<typeof newsList> = {
  items: [
    {
      id: 11,
      title: 'Presale opens for Mekong cookstoves',
      summary: 'Book tons at the expected price.',
      imageUrl: null,
      publishedAt: '2026-11-18T09:00:00+08:00',
    },
    {
      id: 10,
      title: 'New verification report for Borneo',
      summary: 'The 2025 vintage is verified.',
      imageUrl: null,
      publishedAt: '2026-11-12T09:00:00+08:00',
    },
  ],
  page: 1,
  pageSize: 3,
  total: 2,
  hasMore: false,
};

export const balances: Wire<typeof getBalances> = {
  available: '1250.00',
  frozen: '100.00',
  pending: '0.00',
  declined: '0.00',
  credits: { normal: '12', presale: '3' },
};
