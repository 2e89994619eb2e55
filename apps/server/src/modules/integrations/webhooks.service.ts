import { WEBHOOK_EVENTS, type WebhookSettings } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type AccountActor, accountEntry, recordAudit } from '../audit/index.ts';
import { newSecret, type Sealer } from './sealed.ts';
import { webhookUrlProblem } from './webhook-address.ts';
import { emitWebhookEvent } from './webhook-events.ts';
import * as repo from './webhooks.repo.ts';

const SECRET_PREFIX = 'whsec_';

/** The account's webhook settings, made with a first signing secret on first use. */
export async function webhookSettings(
  db: Database,
  sealer: Sealer,
  accountId: string,
): Promise<WebhookSettings> {
  let endpoint = await repo.findEndpoint(db, accountId);
  if (!endpoint) {
    await repo.insertEndpointOnce(db, accountId, sealer.seal(newSecret(SECRET_PREFIX)));
    endpoint = await repo.findEndpoint(db, accountId);
  }
  let secret = sealer.open(endpoint!.secretSealed);
  if (!secret) {
    // Sealed under another instance secret: replaced, as a rotation would.
    secret = newSecret(SECRET_PREFIX);
    await repo.updateEndpoint(db, accountId, { secretSealed: sealer.seal(secret) });
  }
  return { url: endpoint!.url, secret, events: WEBHOOK_EVENTS.filter((e) => e !== 'test') };
}

/**
 * Saves the URL after checking where it points; an empty URL turns webhooks off. A host that does
 * not resolve yet (a receiver not deployed yet) is saved with a warning: every delivery checks the
 * address again, so it can never reach a private one.
 */
export async function saveWebhookUrl(
  db: Database,
  sealer: Sealer,
  caller: AccountActor,
  url: string,
  allowPrivate: boolean,
): Promise<WebhookSettings> {
  const { accountId } = caller;
  const problem = url === '' ? null : await webhookUrlProblem(url, allowPrivate);
  if (problem && problem !== 'webhook_url_unresolvable') throw AppError.fields({ url: problem });
  const before = await webhookSettings(db, sealer, accountId);
  await db.transaction(async (tx) => {
    await repo.updateEndpoint(tx, accountId, { url });
    await recordAudit(
      tx,
      accountEntry(caller, {
        action: 'webhook.update',
        targetType: 'webhook',
        targetId: accountId,
        before: { url: before.url },
        after: { url },
      }),
    );
  });
  const saved = await webhookSettings(db, sealer, accountId);
  return problem ? { ...saved, warning: problem } : saved;
}

/** A new signing secret; the audit log records that it happened (never the secret). */
export async function rotateWebhookSecret(db: Database, sealer: Sealer, caller: AccountActor) {
  const { accountId } = caller;
  await webhookSettings(db, sealer, accountId);
  await db.transaction(async (tx) => {
    await repo.updateEndpoint(tx, accountId, { secretSealed: sealer.seal(newSecret(SECRET_PREFIX)) });
    await recordAudit(
      tx,
      accountEntry(caller, {
        action: 'webhook.rotate_secret',
        targetType: 'webhook',
        targetId: accountId,
        before: null,
        after: null,
      }),
    );
  });
  return webhookSettings(db, sealer, accountId);
}

/** Queues a `test` event to the saved URL (each press is its own event). */
export async function sendTestEvent(db: Database, accountId: string): Promise<string> {
  const endpoint = await repo.findEndpoint(db, accountId);
  if (!endpoint?.url) throw AppError.badRequest('webhook_not_configured');
  const key = `test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  await emitWebhookEvent(db, accountId, 'test', key, { message: 'A test event from Siar' });
  const [latest] = await repo.latestDeliveries(db, accountId, 1);
  return latest!.id;
}
