import type { FastifyInstance } from 'fastify';
import { projectDetail, projectFactSheet, projectList } from '@carbonmarket/domain';
import type { Services } from '../app';
import { mountEndpoint } from '../http/mountEndpoint';
import { marketServiceFor } from '../market/marketService';

/** Browsing projects: list, detail (with what the viewer may do) and fact sheet; open to everyone. */
export function registerProjectRoutes(app: FastifyInstance, services: Services): void {
  const { projects } = marketServiceFor(services);
  mountEndpoint(app, projectList, (input) => projects.list(input), services.mount);
  mountEndpoint(
    app,
    projectDetail,
    ({ id }, { viewer, now }) => projects.detail(id, viewer?.memberId ?? null, now),
    services.mount,
  );
  mountEndpoint(app, projectFactSheet, ({ id }) => projects.factSheet(id), services.mount);
}
