// The second comparator of `npm run bench:server`: a bare Fastify endpoint over the bare SQLite
// ledger write of `bareLedger.ts`. Prints `READY <url>` once listening.
import Fastify from 'fastify';
import { openBareLedger } from './bareLedger';

const { write } = openBareLedger();
const app = Fastify({ logger: false });
app.post('/buy', async (request, reply) => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return reply.code(400).send({ code: 1 });
  return reply.type('application/json; charset=utf-8').send(write(key));
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
