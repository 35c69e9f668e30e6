/**
 * Every TanStack Query key of the app, in one place: screens read with them, the socket writes
 * and invalidates with them. Keys are hierarchical: invalidating `orders.all` refreshes every
 * order list and detail. The cache holds one visitor's data; it is cleared when the visitor changes.
 */
export const queryKeys = {
  baseConfig: ['baseConfig'] as const,
  balances: ['wallet', 'balances'] as const,
  /** The FAQ questionnaire, per language (its text is translated by the server). */
  faqQuestions: (lang: string) => ['faq', 'questions', lang] as const,
  projects: {
    all: ['projects'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) =>
      ['projects', 'list', filters] as const,
  },
  news: {
    all: ['news'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) => ['news', 'list', filters] as const,
  },
  fundRecords: {
    all: ['fundRecords'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) =>
      ['fundRecords', 'list', filters] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) => ['orders', 'list', filters] as const,
    detail: (orderId: number) => ['orders', 'detail', orderId] as const,
  },
  withdrawals: {
    all: ['withdrawals'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) =>
      ['withdrawals', 'list', filters] as const,
    detail: (withdrawalId: number) => ['withdrawals', 'detail', withdrawalId] as const,
  },
  topUps: {
    all: ['topUps'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) => ['topUps', 'list', filters] as const,
    detail: (topUpId: number) => ['topUps', 'detail', topUpId] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    /** Every notification list, whatever its filters (not the unread count). */
    lists: ['notifications', 'list'] as const,
    list: (filters: Readonly<Record<string, unknown>> = {}) =>
      ['notifications', 'list', filters] as const,
    /** The unread count (a number). */
    unread: ['notifications', 'unread'] as const,
  },
} as const;
