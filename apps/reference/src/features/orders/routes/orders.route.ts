import { z } from 'zod';
import { ORDER_STATUSES } from '@carbonmarket/domain';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { orderDetailQuery, orderPagesQuery } from '../api/orderQueries';
import { ordersTab } from '../api/ordersTab';

/**
 * `?status=`: the orders tab to open (Applying when absent); `?id=`: one order's details (the tab
 * it was opened from stays, for Back on a page opened from a link).
 */
export const ordersRoute = defineRoute({
  name: 'orders',
  path: '/pages/profile/order',
  access: 'member',
  query: z.object({ status: z.enum(ORDER_STATUSES).optional(), id: idParam.optional() }),
  parent: { route: 'profile' },
  page: 'src/features/orders/routes/OrdersRoute.tsx',
  texts: 'orders',
  data: ({ status, id }, { lang }) => [
    id !== undefined ? orderDetailQuery(id, lang) : orderPagesQuery(ordersTab(status), lang),
  ],
  drawn: { by: 'request' },
  doc: {
    title: 'orders',
    shows:
      "orders by tab (Applying without `status`), final payments counting down; with `id`, one order's details",
  },
});
