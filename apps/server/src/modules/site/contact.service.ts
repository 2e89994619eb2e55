import type { ContactMessageInput, Language } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type CaptchaService, requireCaptcha } from '../captcha/captcha.service.ts';
import { countMessagesFrom, insertContactMessage } from './contact.repo.ts';

export const CONTACT_LIMIT = { perHour: 5 } as const;

/** Stores a message for support; a few per address per hour, each behind a captcha. */
export async function sendContactMessage(
  deps: { db: Database; captcha: CaptchaService },
  input: ContactMessageInput,
  context: { remoteIp: string; language: Language },
) {
  const since = new Date(Date.now() - 60 * 60_000);
  if ((await countMessagesFrom(deps.db, context.remoteIp, since)) >= CONTACT_LIMIT.perHour) {
    throw AppError.tooManyRequests('contact_rate_limited');
  }
  await requireCaptcha(deps.captcha, input.captcha, context.remoteIp, 'captcha');
  return insertContactMessage(deps.db, {
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    language: context.language,
    ipAddress: context.remoteIp,
  });
}
