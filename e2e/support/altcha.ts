import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/** The parts of an ALTCHA v2 challenge (what GET /api/v1/captcha/challenge/ answers) the solver reads. */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    nonce: string;
    salt: string;
    expiresAt?: number;
  };
  signature?: string;
}

const DIGESTS: Record<string, string> = {
  'PBKDF2/SHA-256': 'sha256',
  'PBKDF2/SHA-384': 'sha384',
  'PBKDF2/SHA-512': 'sha512',
};

/** How many counters are tried at once (Node's thread pool runs four PBKDF2 calls in parallel). */
const BATCH = 4;

function password(nonce: Buffer, counter: number): Buffer {
  const buffer = Buffer.alloc(nonce.length + 4);
  nonce.copy(buffer);
  buffer.writeUInt32BE(counter, nonce.length);
  return buffer;
}

/**
 * Solves a challenge as the widget does (the counter whose PBKDF2 key starts with the prefix) and
 * returns what the widget would put in a form's captcha field: base64 JSON of challenge and solution.
 */
export async function solveAltcha(challenge: AltchaChallenge): Promise<string> {
  const { algorithm, cost, keyLength = 32, keyPrefix, nonce, salt } = challenge.parameters;
  const digest = DIGESTS[algorithm];
  if (!digest) throw new Error(`unsupported ALTCHA algorithm ${algorithm}`);
  const nonceBytes = Buffer.from(nonce, 'hex');
  const saltBytes = Buffer.from(salt, 'hex');
  const prefix = keyPrefix.toLowerCase();
  const started = Date.now();
  for (let start = 0; start < 10_000_000; start += BATCH) {
    const counters = Array.from({ length: BATCH }, (_, index) => start + index);
    const keys = await Promise.all(
      counters.map((counter) =>
        pbkdf2Async(password(nonceBytes, counter), saltBytes, cost, keyLength, digest),
      ),
    );
    const found = keys.findIndex((key) => key.toString('hex').startsWith(prefix));
    if (found !== -1) {
      const solution = {
        counter: counters[found],
        derivedKey: keys[found]?.toString('hex'),
        time: Date.now() - started,
      };
      const payload = {
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('the ALTCHA challenge could not be solved');
}
