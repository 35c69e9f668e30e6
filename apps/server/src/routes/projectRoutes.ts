import type { FastifyPluginAsync } from 'fastify';
import { projectDetail, projectFactSheet, projectList } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';

/** Browsing projects: list, detail (with what the viewer may do) and fact sheet; open to everyone. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { projects } = services.market;
  mountEndpoint(app, projectList, (input) => projects.list(input), services.mount);
  mountEndpoint(
    app,
    projectDetail,
    ({ id }, { viewer, now }) => projects.detail(id, viewer?.memberId ?? null, now),
    services.mount,
  );
  mountEndpoint(app, projectFactSheet, ({ id }) => projects.factSheet(id), services.mount);
};
