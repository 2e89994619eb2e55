import { type Ref, useImperativeHandle, useState } from 'react';
import type { CaptchaCallbacks, CaptchaHandle } from '../features/captcha/captcha-types.ts';

/** The token the fake captcha hands to the form once "solved". */
export const SOLVED_CAPTCHA = 'solved-captcha';

type Props = CaptchaCallbacks & { ref?: Ref<CaptchaHandle>; error?: string | null };

/**
 * Stands in for the captcha (a proof of work the simulated DOM cannot run): buttons that solve it,
 * let it expire or fail, and a line saying whether it is solved, so a test sees a reset too.
 * Use with `vi.mock('<path>/captcha/components/Captcha.tsx', () => import('<path>/test/fake-captcha.tsx'))`.
 */
export function Captcha({ ref, error, onVerify, onExpire, onError }: Props) {
  const [solved, setSolved] = useState(false);
  useImperativeHandle(ref, () => ({ reset: () => setSolved(false) }), []);
  return (
    <div>
      <p>{solved ? 'Captcha solved' : 'Captcha not solved'}</p>
      <button
        type="button"
        onClick={() => {
          setSolved(true);
          onVerify(SOLVED_CAPTCHA);
        }}
      >
        Solve captcha
      </button>
      <button
        type="button"
        onClick={() => {
          setSolved(false);
          onExpire();
        }}
      >
        Expire captcha
      </button>
      <button
        type="button"
        onClick={() => {
          setSolved(false);
          onError();
        }}
      >
        Fail captcha
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
