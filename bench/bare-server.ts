/**
 * The bench's baseline: bare Fastify answering a hello-world JSON route, in its own process on its own
 * port, so every route's req/s can be read as a share of what Fastify alone does on this machine in the
 * same run. Prints `{"port":…}` once listening; exits on SIGTERM.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error(`unexpected address ${address}`);
console.log(JSON.stringify({ port: address.port }));
