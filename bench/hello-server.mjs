// The ceiling: a bare Fastify app answering a small JSON document, no hooks, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
// An exit rather than death by signal, so that `node --cpu-prof` writes its profile.
process.once('SIGTERM', () => process.exit(0));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
