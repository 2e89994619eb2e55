import {
  detailErrorSchema,
  SANDBOX_PHONE_PATHS,
  sandboxCodeSchema,
  sandboxLinkedSchema,
  sandboxOfferSchema,
  sandboxScanSchema,
} from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import {
  enterPairingCode,
  findOffer,
  freeSandboxNumber,
  type ScanRefusal,
  scanQr,
} from '../../whatsapp/adapters/sandbox/sandbox-phone.ts';
import type { GuessLimiter } from '../auth/guess-limit.ts';

const tags = ['sandbox'];
const tokenParams = z.object({ token: z.string().trim().min(10).max(100) });
const tooManyGuesses = detailErrorSchema.describe(
  'Too many wrong codes or tokens from this address; see Retry-After',
);

function refused(refusal: ScanRefusal, expired: 'sandbox_qr_expired' | 'sandbox_code_invalid'): AppError {
  if (refusal === 'expired') return AppError.notFound(expired);
  return AppError.fields({
    phone_number: refusal === 'not_test_number' ? 'sandbox_number_not_test' : 'sandbox_number_taken',
  });
}

/**
 * The sandbox phone page's calls (public: the QR's token is the secret, as a real QR's is). A
 * "phone" scans a sandbox device's QR, or types its pairing code, and the device pairs. Wrong
 * tokens and codes are counted per address (429 past the limit).
 */
export function sandboxPhoneRoutes(db: Database, guesses: GuessLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      SANDBOX_PHONE_PATHS.scan,
      {
        schema: {
          tags,
          summary: 'What a sandbox QR links: the device, the business, until when; 404 once expired or used',
          params: tokenParams,
          response: { 200: sandboxOfferSchema, 429: tooManyGuesses },
        },
      },
      async (request, reply) => {
        const guess = await guesses.take('guess:sandbox-qr', request, reply);
        const offer = await findOffer(db, request.params.token);
        if (!offer) throw AppError.notFound('sandbox_qr_expired');
        await guess.succeeded();
        return {
          device_name: offer.deviceName,
          account_name: offer.accountName,
          expires_at: offer.expiresAt.toISOString(),
          suggested_number: await freeSandboxNumber(db),
        };
      },
    );

    app.post(
      SANDBOX_PHONE_PATHS.scan,
      {
        schema: {
          tags,
          summary: 'The sandbox phone scans the QR: the device pairs as this number',
          params: tokenParams,
          body: sandboxScanSchema,
          response: { 200: sandboxLinkedSchema, 429: tooManyGuesses },
        },
      },
      async (request, reply) => {
        const guess = await guesses.take('guess:sandbox-qr', request, reply);
        const outcome = await scanQr(db, {
          token: request.params.token,
          phoneNumber: request.body.phone_number,
        });
        // Only a pairing proves the token or code right (a refused number is checked before it).
        if (outcome.ok) await guess.succeeded();
        if (!outcome.ok) throw refused(outcome.refusal, 'sandbox_qr_expired');
        return { detail: 'Linked. The device connects in a moment.' };
      },
    );

    app.post(
      SANDBOX_PHONE_PATHS.pairingCode,
      {
        schema: {
          tags,
          summary: 'The sandbox phone takes a pairing code: the device pairs as the number it was asked for',
          body: sandboxCodeSchema,
          response: { 200: sandboxLinkedSchema, 429: tooManyGuesses },
        },
      },
      async (request, reply) => {
        const guess = await guesses.take('guess:sandbox-code', request, reply);
        const outcome = await enterPairingCode(db, request.body.code);
        // Only a pairing proves the token or code right (a refused number is checked before it).
        if (outcome.ok) await guess.succeeded();
        if (!outcome.ok) throw refused(outcome.refusal, 'sandbox_code_invalid');
        return { detail: 'Linked. The device connects in a moment.' };
      },
    );
  };
}
