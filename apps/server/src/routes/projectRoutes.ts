import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';

/** Browsing projects: list, detail (with what the viewer may do) and fact sheet; open to everyone. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { projects } = services.market;
  // The list is the same for every visitor and changes only with the database: its JSON is kept
  // per query (the parsed input: page, size, filters, language) until the next write.
  mountEndpoint(
    app,
    endpoints.projects.list,
    (input) =>
      services.unchangedReads.json(`projects.list ${JSON.stringify(input)}`, () =>
        projects.list(input),
      ),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.projects.detail,
    ({ id, lang }, { viewer, now }) => projects.detail(id, viewer?.memberId ?? null, now, lang),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.projects.factSheet,
    ({ id, lang }) => projects.factSheet(id, lang),
    services.mount,
  );
};
