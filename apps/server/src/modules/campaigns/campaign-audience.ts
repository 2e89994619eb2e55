import type { CampaignAudience, CampaignTestMessageRequest } from '@siar/shared';
import { normalizeContactPhone, renderTemplate } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { enqueue } from '../../sending/index.ts';
import { accountCountry } from '../accounts/index.ts';
import { findContact, findContactByPhone } from '../contacts/index.ts';
import type { CampaignDeps } from './campaign-deps.ts';
import * as repo from './campaigns.repo.ts';

// What the campaign form shows before a campaign starts: how many it would reach, and the
// template tried once on the customer's own number.

/** How many a campaign to these groups (the account's; others count nobody) would be sent to. */
export async function campaignAudience(
  db: Database,
  accountId: string,
  groupIds: string[],
): Promise<CampaignAudience> {
  const counts = await repo.audienceCounts(db, accountId, [...new Set(groupIds)]);
  return {
    recipients: counts.recipients,
    duplicates: counts.memberships - counts.contacts,
    opted_out: counts.opted_out,
    invalid_numbers: counts.invalid_numbers,
    account_clock: counts.account_clock,
  };
}

/**
 * Sends the template once to a number, rendered as a recipient's would be (from the account's
 * contact with that number, if any), through the first chosen device that can send now. It is an
 * outbox row like any other (tries, receipts, never twice) but no campaign's recipient.
 */
export async function sendCampaignTest(
  deps: CampaignDeps,
  accountId: string,
  input: CampaignTestMessageRequest,
) {
  const { db } = deps;
  const template = await repo.findLiveTemplate(db, accountId, input.template_id);
  if (!template) throw AppError.fields({ template_id: 'campaign_template_not_found' });
  const devices = await repo.devicesOf(db, accountId, [...new Set(input.device_ids)]);
  const device = devices.find((d) => d.state === 'connected' && !d.paused);
  if (!device) throw AppError.fields({ device_ids: 'campaign_no_connected_device' });
  const to = normalizeContactPhone(input.to, await accountCountry(db, accountId));
  if (!to) throw AppError.fields({ to: 'contact_phone_invalid' });
  const found = await findContactByPhone(db, accountId, to);
  const contact = found ? await findContact(db, accountId, found.id) : undefined;
  const text = renderTemplate(template.body, {
    name: contact?.name ?? '',
    phone: to,
    email: contact?.email ?? undefined,
    customFields: contact?.customFields ?? {},
  });
  const { id: messageId } = await enqueue(db, {
    purpose: 'campaign_test',
    accountId,
    deviceId: device.id,
    toPhone: to,
    text,
    mediaId: template.mediaId,
    contactId: contact?.id ?? null,
  });
  // The device's sender wakes on its device's event.
  await deps.live.publish({ account_id: accountId, topic: 'devices', id: device.id });
  return { message_id: messageId, device_id: device.id, to };
}
