import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATION_API_PATHS } from '@siar/shared';
import { freePort } from '../../apps/server/src/test/processes.ts';
import { onCleanup, type Started, startNode, tempFolder } from './processes.ts';
import { CHEAP_CAPTCHA_ENV } from './siar-client.ts';

// bench/balancer.ts's parts: Debian's nginx with deploy/nginx.conf, Siar's processes, and a REST
// client that sends again with the same Idempotency-Key until it is answered.

export const NGINX = '/usr/sbin/nginx';

/** deploy/nginx.conf with this run's ports, in a folder of its own; BENCH_NGINX_LOG keeps its error log. */
export function startNginx(port: number, apiPorts: number[]) {
  const dir = tempFolder('siar-nginx-');
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/server api-1:3000 /, `server 127.0.0.1:${apiPorts[0]} `)
    .replace(/server api-2:3000 /, `server 127.0.0.1:${apiPorts[1]} `)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
  );
  execFileSync(NGINX, ['-c', join(dir, 'nginx.conf')]);
  onCleanup(async () => {
    execFileSync(NGINX, ['-c', join(dir, 'nginx.conf'), '-s', 'stop']);
    if (process.env.BENCH_NGINX_LOG)
      writeFileSync(process.env.BENCH_NGINX_LOG, readFileSync(join(dir, 'error.log')));
  });
}

/** One Siar process on the run's schema (its sandbox fast, the REST limit out of the way). */
export function startSiar(url: string, schema: string, role: 'api' | 'gateway', port: number, name: string) {
  // Three devices a gateway at most: the four of the run are spread over both.
  return startNode(
    ['apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      ROLE: role,
      SANDBOX_SPEED: '1000',
      GATEWAY_NAME: name,
      GATEWAY_MAX_DEVICES: '3',
      TRUST_PROXY: 'true',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      WHATSAPP_ENGINES: 'sandbox',
      NODE_ENV: 'development',
      ...CHEAP_CAPTCHA_ENV,
    },
    `http://127.0.0.1:${port}/api/v1/health/`,
  );
}

export interface Stack {
  base: string;
  apiPorts: number[];
  api1: Started;
  gateways: { name: string; port: number; process: Started }[];
}

/** Two `api` and two `gateway` processes started together (they take turns at setting up), nginx in front. */
export async function startStack(url: string, schema: string): Promise<Stack> {
  const apiPorts = [await freePort(), await freePort()];
  const gatewayPorts = [await freePort(), await freePort()];
  const [api1, , gateway1, gateway2] = await Promise.all([
    startSiar(url, schema, 'api', apiPorts[0]!, 'api-1'),
    startSiar(url, schema, 'api', apiPorts[1]!, 'api-2'),
    startSiar(url, schema, 'gateway', gatewayPorts[0]!, 'gateway-1'),
    startSiar(url, schema, 'gateway', gatewayPorts[1]!, 'gateway-2'),
  ]);
  const nginxPort = await freePort();
  startNginx(nginxPort, apiPorts);
  return {
    base: `http://127.0.0.1:${nginxPort}`,
    apiPorts,
    api1: api1!,
    gateways: [
      { name: 'gateway-1', port: gatewayPorts[0]!, process: gateway1! },
      { name: 'gateway-2', port: gatewayPorts[1]!, process: gateway2! },
    ],
  };
}

export interface RestFigures {
  requests: number;
  answered: number;
  retried: number;
  networkErrors: number;
  http5xx: number;
}

/** One REST send, tried again (same Idempotency-Key) after a 5xx or a network error until answered. */
async function sendOnce(base: string, key: string, deviceId: string, i: number, figures: RestFigures) {
  for (let attempt = 0; ; attempt++) {
    figures.requests += 1;
    if (attempt > 0) figures.retried += 1;
    try {
      const response = await fetch(`${base}${INTEGRATION_API_PATHS.messages}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'idempotency-key': `bench-${i}`,
        },
        body: JSON.stringify({
          device_id: deviceId,
          to: `+62878${String(10_000_000 + i)}`,
          text: `REST ${i}`,
        }),
      });
      await response.arrayBuffer();
      if (response.status >= 400 && response.status < 500)
        throw new Error(`REST send ${i} answered ${response.status}`);
      if (response.status < 400) {
        figures.answered += 1;
        return;
      }
      figures.http5xx += 1;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('REST send')) throw error;
      figures.networkErrors += 1;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `count` REST sends through the balancer, 8 at once. */
export async function restSends(
  base: string,
  key: string,
  deviceId: string,
  count: number,
): Promise<RestFigures> {
  const figures: RestFigures = { requests: 0, answered: 0, retried: 0, networkErrors: 0, http5xx: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) await sendOnce(base, key, deviceId, next++, figures);
    }),
  );
  return figures;
}
