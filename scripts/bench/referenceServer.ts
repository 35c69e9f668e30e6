// The server of `bench:app`'s reference pages: Fastify and @fastify/static on a loopback port, as
// the product server sends the app (precompressed files by Accept-Encoding, with Vary; hashed
// assets cached, HTML not). Each Lighthouse run starts with a cold cache anyway.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Serves `siteDir` (its `static/` and `react/` pages) on 127.0.0.1. */
export async function startReferenceServer(siteDir: string): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: siteDir,
    index: ['index.html'],
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, stop: () => app.close() };
}
