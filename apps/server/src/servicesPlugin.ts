import fp from 'fastify-plugin';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of the server, built once by the composition root (`services.ts`). */
    services: Services;
  }
}

/** Exposes the composition root's services to every area of the server as `app.services`. */
export const servicesPlugin = fp<{ services: Services }>(
  async (app, { services }) => {
    app.decorate('services', services);
  },
  { name: 'services', fastify: '5.x' },
);
