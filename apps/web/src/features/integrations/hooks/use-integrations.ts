import type { WebhookSettings } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationsKeys } from '../integrations.query-keys.ts';
import {
  fetchApiKey,
  fetchDeliveries,
  fetchWebhook,
  rotateApiKey,
  rotateWebhookSecret,
  saveWebhook,
  sendTestWebhook,
} from '../integrations-api.ts';

export { integrationsKeys };

export function useApiKey() {
  return useQuery({ queryKey: integrationsKeys.apiKey, queryFn: fetchApiKey });
}

export function useRotateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateApiKey,
    onSuccess: (answer) => queryClient.setQueryData(integrationsKeys.apiKey, answer),
  });
}

export function useWebhook() {
  return useQuery({ queryKey: integrationsKeys.webhook, queryFn: fetchWebhook });
}

/** Saving the URL and rotating the secret both answer the settings, which replace the shown ones. */
function useWebhookChange<V>(change: (variables: V) => Promise<WebhookSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(integrationsKeys.webhook, settings),
  });
}

export const useSaveWebhook = () => useWebhookChange(saveWebhook);
export const useRotateWebhookSecret = () => useWebhookChange<void>(rotateWebhookSecret);

export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.deliveries }),
  });
}

/**
 * The deliveries list: a new event arrives by the live channel (`webhooks`); while a delivery is
 * still being tried, the list is asked again every few seconds for its attempts and answer.
 */
export function useDeliveries() {
  return useQuery({
    queryKey: integrationsKeys.deliveries,
    queryFn: fetchDeliveries,
    refetchInterval: (query) =>
      query.state.data?.results.some((delivery) => delivery.status === 'pending') ? 3000 : false,
  });
}
