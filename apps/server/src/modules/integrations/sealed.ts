import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the panel must show again (the API key, the webhook signing secret) are kept sealed:
 * AES-256-GCM under a key derived from the instance secret (SESSION_SECRET or the generated one),
 * so a copy of the database alone reveals none. Changing SESSION_SECRET makes them unreadable:
 * the page then offers a new one (rotate).
 */
export interface Sealer {
  seal(plain: string): string;
  /** Null when it was sealed under another instance secret, or tampered with. */
  open(sealed: string): string | null;
}

export function createSealer(instanceSecret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', instanceSecret, 'siar', 'integrations-sealed-secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** A new secret with a readable prefix (`siar_sk_…`, `whsec_…`): 32 random bytes. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
