/*
 * zod as the built app imports it (vite.config.ts resolves `zod` here). The app's content security
 * policy allows no `eval`; zod would compile faster parsers with it, and probes for it when it
 * builds a schema (the browser reports every blocked probe as a policy violation). Set before any
 * schema is built (this module runs before its importers), it parses without. Storybook, tests
 * and the server keep zod's default.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
