// The baseline of `npm run bench:server`: a bare Fastify hello world on a loopback port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${address}`);
