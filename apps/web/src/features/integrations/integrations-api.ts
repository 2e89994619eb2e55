import {
  type ApiKeyAnswer,
  INTEGRATIONS_PATHS,
  type SaveWebhookRequest,
  type WebhookDeliveries,
  type WebhookSettings,
} from '@siar/shared';
import { api } from '../../api/client.ts';

export const fetchApiKey = () => api.get<ApiKeyAnswer>(INTEGRATIONS_PATHS.fetchKeys);
export const rotateApiKey = () => api.post<ApiKeyAnswer>(INTEGRATIONS_PATHS.rotateKeys);
export const fetchWebhook = () => api.get<WebhookSettings>(INTEGRATIONS_PATHS.webhook);
export const saveWebhook = (body: SaveWebhookRequest) =>
  api.put<WebhookSettings>(INTEGRATIONS_PATHS.webhook, body);
export const rotateWebhookSecret = () => api.post<WebhookSettings>(INTEGRATIONS_PATHS.rotateWebhookSecret);
export const sendTestWebhook = () =>
  api.post<{ detail: string; delivery_id: string }>(INTEGRATIONS_PATHS.testWebhook);
export const fetchDeliveries = () => api.get<WebhookDeliveries>(INTEGRATIONS_PATHS.webhookDeliveries);
