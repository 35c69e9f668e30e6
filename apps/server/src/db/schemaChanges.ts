import { operatorTablesMigration } from './migrations/operatorTables';
import { uploadsTableMigration } from './migrations/uploadsTable';
import { withdrawalApprovalsMigration } from './migrations/withdrawalApprovals';
import type { SchemaChange } from './schemaChange';

export type { SchemaChange } from './schemaChange';

/** The changes after the baseline (version 22), in increasing versions. */
export const SCHEMA_CHANGES: readonly SchemaChange[] = [
  uploadsTableMigration,
  operatorTablesMigration,
  withdrawalApprovalsMigration,
];
