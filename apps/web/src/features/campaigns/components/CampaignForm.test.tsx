import { CAMPAIGNS_PATHS, DEVICES_PATHS } from '@siar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { CampaignsPage } from '../pages/CampaignsPage.tsx';
import { campaign, campaignOptions, paged } from '../test/campaign-factory.ts';

const LIST = `GET ${CAMPAIGNS_PATHS.campaigns}`;
const CREATE = `POST ${CAMPAIGNS_PATHS.campaigns}`;
const OPTIONS = `GET ${DEVICES_PATHS.selectOptions}`;
const URL = '/app/c/campaigns';
const options = campaignOptions();
const [customers, resellers] = options.contact_groups_options;
const [kasir] = options.wa_devices_options;
const template = options.content_templates_options[0]!;

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'New campaign' }));
  return screen.findByRole('form', { name: 'New campaign' });
}

async function fillValidForm(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ramadan promo');
  await user.click(within(form).getByRole('combobox', { name: /Content template/ }));
  await user.click(await screen.findByRole('option', { name: 'Promo March' }));
  await user.click(within(form).getByRole('combobox', { name: /Contact groups/ }));
  await user.click(await screen.findByRole('option', { name: 'Customers' }));
  await user.click(await screen.findByRole('option', { name: 'Resellers' }));
  await user.click(within(form).getByRole('checkbox', { name: /Kasir/ }));
}

describe('the campaign form', () => {
  it('says what is missing before asking the server', async () => {
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([]) },
      [OPTIONS]: { status: 200, body: options },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    expect(await within(form).findByText('Please give the campaign a name.')).toBeVisible();
    expect(within(form).getByText('Please choose a content template.')).toBeVisible();
    expect(within(form).getByText('Choose at least one contact group.')).toBeVisible();
    expect(within(form).getByText('Choose at least one connected device.')).toBeVisible();

    const longest = within(form).getByRole('textbox', { name: 'Longest delay' });
    await user.clear(longest);
    await user.type(longest, '5');
    await user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    expect(await within(form).findByText('The longest delay must be at least the shortest.')).toBeVisible();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('lists every device with its state, and only connected ones can be chosen', async () => {
    fakeApi({ [LIST]: { status: 200, body: paged([]) }, [OPTIONS]: { status: 200, body: options } });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    const form = await openForm(user);
    expect(within(form).getByRole('checkbox', { name: /Kasir/ })).toBeEnabled();
    expect(within(form).getByRole('checkbox', { name: /Gudang/ })).toBeDisabled();
    expect(
      within(form)
        .getByRole('checkbox', { name: /Gudang/ })
        .closest('.mantine-Checkbox-root'),
    ).toHaveTextContent('Disconnected');
    expect(within(form).getByTestId('devices-unavailable-note')).toHaveTextContent(
      'Only connected devices can send',
    );
  });

  it('links to content templates when there is none to choose', async () => {
    fakeApi({
      [LIST]: { status: 200, body: paged([]) },
      [OPTIONS]: { status: 200, body: campaignOptions({ content_templates_options: [] }) },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    const form = await openForm(user);
    expect(within(form).getByRole('link', { name: 'Create a content template' })).toHaveAttribute(
      'href',
      '/app/c/campaigns/content-templates',
    );
  });

  it('puts the server refusals under their fields', async () => {
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([]) },
      [OPTIONS]: { status: 200, body: options },
      [CREATE]: {
        status: 400,
        body: {
          device_ids: ['No chosen device is connected.'],
          field_codes: { device_ids: [{ code: 'campaign_no_connected_device' }] },
        },
      },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    const form = await openForm(user);
    await fillValidForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(
      await within(form).findByText(
        'None of the chosen devices is connected. Connect a device or choose another.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'New campaign' })).toBeInTheDocument();
  });

  it('starts a new campaign with its pacing and goes to its page', async () => {
    const created = campaign({ id: 'c9', name: 'Ramadan promo', status: 'running' });
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([]) },
      [OPTIONS]: { status: 200, body: options },
      [CREATE]: { status: 201, body: created },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    const form = await openForm(user);
    await fillValidForm(user, form);
    const shortest = within(form).getByRole('textbox', { name: 'Shortest delay' });
    await user.clear(shortest);
    await user.type(shortest, '0');
    const longest = within(form).getByRole('textbox', { name: 'Longest delay' });
    await user.clear(longest);
    await user.type(longest, '0');
    await user.click(within(form).getByRole('switch', { name: /Show typing/ }));
    await user.click(within(form).getByRole('switch', { name: /Skip numbers not on WhatsApp/ }));
    await user.click(within(form).getByRole('switch', { name: /Send only within business hours/ }));
    await user.type(within(form).getByRole('textbox', { name: /Daily cap/ }), '300');
    await user.click(within(form).getByRole('button', { name: 'Start' }));

    expect(await screen.findByTestId('landed-on')).toHaveTextContent('/app/c/campaigns/c9');
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      name: 'Ramadan promo',
      template_id: template.id,
      group_ids: [customers!.id, resellers!.id],
      device_ids: [kasir!.id],
      scheduled_at: null,
      min_delay_seconds: 0,
      max_delay_seconds: 0,
      typing: false,
      skip_not_on_whatsapp: true,
      within_business_hours: true,
      daily_cap_per_device: 300,
      window_start: null,
      window_end: null,
      start: true,
    });
  });
  it('counts the recipients of the chosen groups, estimates the sending time and sends a test', async () => {
    const AUDIENCE = `GET ${CAMPAIGNS_PATHS.audience}`;
    const TEST = `POST ${CAMPAIGNS_PATHS.testMessage}`;
    const api = fakeApi({
      [LIST]: { status: 200, body: paged([]) },
      [OPTIONS]: { status: 200, body: options },
      [AUDIENCE]: {
        status: 200,
        body: { recipients: 27, duplicates: 2, opted_out: 1, invalid_numbers: 0, account_clock: '10:00:00' },
      },
      [TEST]: { status: 202, body: { message_id: 'm1', device_id: kasir!.id, to: '+6281234567890' } },
    });
    const { user } = renderScreen(<CampaignsPage />, { url: URL });
    const form = await openForm(user);
    expect(within(form).getByText('Choose contact groups to see how many will receive it.')).toBeVisible();
    await fillValidForm(user, form);
    expect(await within(form).findByTestId('campaign-recipient-count')).toHaveTextContent('Recipients: 27');
    expect(api.callsTo(AUDIENCE).at(-1)?.query.get('group_ids')).toBe(`${customers!.id},${resellers!.id}`);
    expect(within(form).getByText(/1 opted out, 2 in more than one group/)).toBeVisible();
    // One device, the default 20-60 s: 26 pauses of 40 s on average.
    expect(within(form).getByTestId('campaign-estimate')).toHaveTextContent(
      'Estimated time to send: about 17 minutes',
    );

    await user.type(
      within(form).getByRole('textbox', { name: 'Send a test to my number' }),
      '0812-3456-7890',
    );
    await user.click(within(form).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test message queued to 0812-3456-7890')).toBeVisible();
    expect(api.callsTo(TEST)[0]?.body).toEqual({
      template_id: template.id,
      device_ids: [kasir!.id],
      to: '0812-3456-7890',
    });
  });
});
