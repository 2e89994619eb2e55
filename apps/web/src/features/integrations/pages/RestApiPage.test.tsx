import { INTEGRATIONS_PATHS as PATHS, type WebhookDelivery } from '@siar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { RestApiPage } from './RestApiPage.tsx';

const KEY = 'siar_sk_firstKEYfirstKEYfirstKEYfirstKEY1234';
const NEW_KEY = 'siar_sk_secondKEYsecondKEYsecondKEYsecond9876';
const settings = (url = '') => ({
  url,
  secret: 'whsec_secretsecretsecretsecret',
  events: ['message.received', 'message.status', 'device.status', 'campaign.finished'],
});
const delivery = (patch: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  event: 'test',
  status: 'delivered',
  response_code: 200,
  error: null,
  attempts: 3,
  created_at: '2026-11-20T10:00:00Z',
  last_attempt_at: '2026-11-20T10:00:05Z',
  next_attempt_at: null,
  ...patch,
});

const routes = () => ({
  [`GET ${PATHS.fetchKeys}`]: { status: 200, body: { api_secret_key: KEY } },
  [`POST ${PATHS.rotateKeys}`]: { status: 200, body: { api_secret_key: NEW_KEY } },
  [`GET ${PATHS.webhook}`]: { status: 200, body: settings() },
  [`GET ${PATHS.webhookDeliveries}`]: { status: 200, body: { results: [] } },
});

describe('the REST API page', () => {
  it('shows the key masked, reveals it on request, and rotates it after confirming', async () => {
    const api = fakeApi(routes());
    const { user } = renderScreen(<RestApiPage />, { url: '/app/c/integrations/rest' });
    const keyCard = await screen.findByRole('region', { name: 'API secret key' });
    const shown = await within(keyCard).findByTestId('secret-value');
    expect(shown).toHaveTextContent('siar_sk_••••••••••••1234');
    expect(shown).not.toHaveTextContent(KEY);
    await user.click(within(keyCard).getByRole('button', { name: 'Show API secret key' }));
    expect(shown).toHaveTextContent(KEY);
    expect(within(keyCard).getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/api/docs');

    await user.click(within(keyCard).getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('A new API key was made; the old one no longer works')).toBeVisible();
    expect(await within(keyCard).findByText(NEW_KEY)).toBeVisible();
    expect(api.callsTo(`POST ${PATHS.rotateKeys}`)).toHaveLength(1);
  });

  it('shows the server’s refusal of a private webhook URL under the field, then saves a good one', async () => {
    const api = fakeApi({
      ...routes(),
      [`PUT ${PATHS.webhook}`]: {
        status: 400,
        body: {
          url: [
            'This URL points at a private, local or this server’s own address; webhooks go to public addresses only.',
          ],
          field_codes: { url: [{ code: 'webhook_url_private' }] },
        },
      },
    });
    const { user } = renderScreen(<RestApiPage />, { url: '/app/c/integrations/rest' });
    const form = await screen.findByRole('form', { name: 'Webhook' });
    const input = within(form).getByLabelText('Webhook URL');
    await user.type(input, 'ftp://example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Please enter a full URL starting with http:// or https://.'),
    ).toBeVisible();
    expect(api.callsTo(`PUT ${PATHS.webhook}`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'http://10.0.0.5/hook');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/private, local or this server’s own address/)).toBeVisible();

    api.set(`PUT ${PATHS.webhook}`, { status: 200, body: settings('https://shop.example.com/hook') });
    await user.clear(input);
    await user.type(input, 'https://shop.example.com/hook');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Webhook URL saved')).toBeVisible();
    expect(api.callsTo(`PUT ${PATHS.webhook}`).at(-1)?.body).toEqual({
      url: 'https://shop.example.com/hook',
    });
  });

  it('saves a URL whose host does not resolve yet and warns about it', async () => {
    const url = 'https://hooks.not-deployed.example/siar';
    const api = fakeApi({
      ...routes(),
      [`PUT ${PATHS.webhook}`]: {
        status: 200,
        body: { ...settings(url), warning: 'webhook_url_unresolvable' },
      },
    });
    const { user } = renderScreen(<RestApiPage />, { url: '/app/c/integrations/rest' });
    const form = await screen.findByRole('form', { name: 'Webhook' });
    await user.type(within(form).getByLabelText('Webhook URL'), url);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/its host could not be found yet/)).toBeVisible();
    expect(screen.queryByText('Webhook URL saved')).toBeNull();
    expect(api.callsTo(`PUT ${PATHS.webhook}`)).toHaveLength(1);
  });

  it('says when there are no deliveries yet', async () => {
    fakeApi(routes());
    renderScreen(<RestApiPage />, { url: '/app/c/integrations/rest' });
    expect(await screen.findByText('No deliveries yet. Save a URL and send a test event.')).toBeVisible();
  });

  it('lists deliveries with status, response code and attempts', async () => {
    const failed = delivery({
      id: 'd2',
      event: 'message.status',
      status: 'failed',
      response_code: 500,
      error: 'The receiver answered 500',
      attempts: 8,
    });
    const refused = delivery({
      id: 'd3',
      status: 'pending',
      response_code: null,
      error: 'webhook_url_private',
      attempts: 1,
    });
    fakeApi({
      ...routes(),
      [`GET ${PATHS.webhookDeliveries}`]: { status: 200, body: { results: [delivery(), failed, refused] } },
    });
    renderScreen(<RestApiPage />, { url: '/app/c/integrations/rest' });
    const rows = await screen.findAllByTestId('delivery-row');
    expect(rows[0]).toHaveTextContent(/test.*Delivered.*200.*3/);
    expect(rows[1]).toHaveTextContent(/message\.status.*Failed.*The receiver answered 500.*500.*8/);
    // Siar's own refusal is shown in words, not as its code.
    expect(rows[2]).toHaveTextContent(/Retrying.*points at a private, local or this server’s own address/);
  });
});
