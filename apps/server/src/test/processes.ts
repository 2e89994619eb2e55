import { createServer } from 'node:net';
import pg from 'pg';

/** Helpers for tests and benchmarks that start the real server as a process of its own. */

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Drops a run's schema on the PostgreSQL server, and the job queue's schema beside it. */
export async function dropRunSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_pgboss" cascade`);
  } finally {
    await client.end();
  }
}
