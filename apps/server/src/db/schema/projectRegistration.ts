import type { Migration } from '../migrate';

const REGISTRY_CHECK =
  "'verra', 'gold_standard', 'american_carbon_registry', 'climate_action_reserve'";
const GOAL_CHECK = '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17';

/**
 * Version 12: where a project's credits are issued and the UN Sustainable Development Goals it
 * supports. The registry and the project's ID there are set together or not at all (projects
 * created before this version have none recorded); an ID is 1 to 32 letters, digits, dots, dashes
 * or underscores, whose first is a letter or digit. Goals are one row each, numbers 1 to 17.
 */
export const projectRegistrationMigration: Migration = {
  version: 12,
  name: 'project registry and sustainable development goals',
  sql: `
    ALTER TABLE projects ADD COLUMN registry TEXT CHECK (registry IN (${REGISTRY_CHECK}));
    ALTER TABLE projects ADD COLUMN registry_id TEXT
      CHECK ((registry IS NULL) = (registry_id IS NULL)
        AND length(registry_id) BETWEEN 1 AND 32
        AND registry_id GLOB '[A-Za-z0-9]*'
        AND registry_id NOT GLOB '*[^A-Za-z0-9._-]*');
    CREATE TABLE project_goals (
      project_id INTEGER NOT NULL REFERENCES projects (id),
      goal INTEGER NOT NULL CHECK (goal IN (${GOAL_CHECK})),
      PRIMARY KEY (project_id, goal)
    ) STRICT;
  `,
};
