import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS } from '@siar/shared';
import { guardedLookup, webhookUrlProblem } from './webhook-address.ts';

export interface PostResult {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
}

/** `sha256=` and the hex HMAC-SHA256 of `timestamp + "." + body`, as the docs page tells customers. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * One signed POST of a delivery's body. The address is checked again now (DNS may have changed
 * since the URL was saved), and the connection's own lookup refuses private addresses. Answers
 * the status code; only a 2xx counts as delivered. Never follows redirects.
 */
export async function postWebhook(
  url: string,
  secret: string,
  body: string,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const problem = await webhookUrlProblem(url, options.allowPrivate);
  if (problem) return { ok: false, responseCode: null, error: problem };
  const timestamp = String(Math.floor(Date.now() / 1000));
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate) as never,
        timeout: options.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Siar-Webhooks/1.0',
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
        },
      },
      (response) => {
        // The answer's body is not needed; read it away so the socket is freed.
        response.resume();
        const code = response.statusCode ?? 0;
        const ok = code >= 200 && code < 300;
        resolve({ ok, responseCode: code, error: ok ? null : `The receiver answered ${code}` });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)));
    request.on('error', (error) => resolve({ ok: false, responseCode: null, error: error.message }));
    request.end(body);
  });
}
