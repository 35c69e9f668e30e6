import type { Migration } from '../migrate';

/**
 * Version 11: how many orders each member placed in each project, per Singapore calendar month,
 * kept in the same transaction as the order (the purchase caps read it instead of counting the
 * member's orders on every purchase). `month` is the instant the Singapore month starts, as ISO
 * 8601 text (`2026-10-31T16:00:00.000Z` for November 2026). Existing orders are counted in.
 */
/** Counts the orders already placed into `order_counts` (what the migration does once). */
export const COUNT_EXISTING_ORDERS = `
  INSERT INTO order_counts (member_id, project_id, month, orders)
    SELECT member_id, project_id,
      strftime('%Y-%m-%dT%H:%M:%fZ', strftime('%Y-%m-01 00:00:00', created_at, '+8 hours'), '-8 hours'),
      COUNT(*)
    FROM orders
    GROUP BY 1, 2, 3;
`;

export const orderCountsMigration: Migration = {
  version: 11,
  name: 'orders per member, project and Singapore month',
  sql: `
    CREATE TABLE order_counts (
      member_id INTEGER NOT NULL REFERENCES members (id),
      project_id INTEGER NOT NULL REFERENCES projects (id),
      month TEXT NOT NULL,
      orders INTEGER NOT NULL CHECK (orders > 0),
      PRIMARY KEY (member_id, project_id, month)
    ) STRICT;
    ${COUNT_EXISTING_ORDERS}
  `,
};
