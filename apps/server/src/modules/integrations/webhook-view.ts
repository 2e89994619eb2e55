import type { WebhookDelivery } from '@siar/shared';
import type { DeliveryRow } from './webhooks.repo.ts';

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.state,
    response_code: row.responseCode,
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}
