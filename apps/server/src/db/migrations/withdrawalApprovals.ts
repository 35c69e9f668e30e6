import type { SchemaChange } from '../schemaChange';
import { columnTypes } from '../baseline/columnTypes';

/**
 * Version 25: four eyes on large payouts (ADR 051). A withdrawal at or above the operator's
 * approval threshold keeps who approved it and when; another operator pays it.
 */
export const withdrawalApprovalsMigration: SchemaChange = {
  version: 25,
  name: 'withdrawal approvals',
  async up(db, engine) {
    const t = columnTypes(engine);
    await db.schema
      .alterTable('withdrawals')
      .addColumn('approved_by', t.bigInteger, (col) => col.references('operators.id'))
      .execute();
    await db.schema.alterTable('withdrawals').addColumn('approved_at', t.text).execute();
  },
};
