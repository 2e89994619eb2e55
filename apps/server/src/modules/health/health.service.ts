import type { DatabaseHandle } from '../../db/client.ts';

const TIMEOUT_MS = 2000;

export async function checkDatabase(database: DatabaseHandle) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
  });
  const status: 'ok' | 'unavailable' = await Promise.race([database.exec('select 1'), timeout])
    .then(() => 'ok' as const)
    .catch(() => 'unavailable' as const)
    .finally(() => clearTimeout(timer));
  return {
    status,
    engine: database.kind,
    latency_ms: Math.round((performance.now() - started) * 100) / 100,
  };
}
