import { randomBytes } from 'node:crypto';
import type { sandboxChatMessageSchema } from '@siar/shared';
import { normalizeContactPhone } from '@siar/shared';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { postMessage } from '../../whatsapp/index.ts';
import { accountCountry } from '../accounts/index.ts';
import { findDeviceLine } from '../devices/index.ts';
import type { PhonePrivacy } from '../team/phone-privacy.ts';
import { findMediaMeta } from '../templates/index.ts';
import type { ChatsDeps } from './chats-deps.ts';

/**
 * A simulated contact writes to one of the account's sandbox devices: the sandbox delivers it as
 * an incoming message, as WhatsApp would, so a tester can try the inbox without a phone. Refused
 * while numbers are hidden from the caller: the message joining a customer's conversation or not
 * would confirm a guessed number.
 */
export async function writeAsSandboxContact(
  deps: ChatsDeps,
  accountId: string,
  input: z.infer<typeof sandboxChatMessageSchema>,
  privacy: PhonePrivacy,
) {
  if (privacy.hidden) throw AppError.fields({ from_phone: 'numbers_hidden_from_agents' });
  const device = await findDeviceLine(deps.db, accountId, input.device_id);
  if (device?.engine !== 'sandbox') throw AppError.fields({ device_id: 'sandbox_device_required' });
  if (!device.phoneNumber || device.state !== 'connected')
    throw AppError.fields({ device_id: 'sandbox_device_not_connected' });
  const fromPhone = normalizeContactPhone(input.from_phone, await accountCountry(deps.db, accountId));
  if (!fromPhone || fromPhone === device.phoneNumber)
    throw AppError.fields({ from_phone: 'contact_phone_invalid' });
  // The contact's file: one of the account's own uploads, never another account's.
  const media = input.media_id ? await findMediaMeta(deps.db, accountId, input.media_id) : undefined;
  if (input.media_id && !media) throw AppError.fields({ media_id: 'media_not_found' });
  await postMessage(deps.db, {
    fromPhone,
    toPhone: device.phoneNumber,
    waMessageId: `SBX${randomBytes(9).toString('hex').toUpperCase()}`,
    text: input.text || null,
    ...(media ? { mediaId: media.id } : {}),
  });
  return { detail: 'Sent to the device.' };
}
