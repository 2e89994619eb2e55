import type { AltchaWidgetElement } from 'altcha/types/generic';
import { type RefObject, useEffect } from 'react';
import type { CaptchaCallbacks } from '../captcha-types.ts';

/**
 * Passes the widget's events on to the form: a solution, an expiry, an error. Spec section 4: the
 * captcha is cleared on error or expiry, ready to be solved again.
 */
export function useAltchaEvents(
  element: RefObject<HTMLElement | null>,
  ready: boolean,
  callbacks: RefObject<CaptchaCallbacks>,
) {
  useEffect(() => {
    const widget = element.current;
    if (!ready || !widget) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) callbacks.current.onVerify(payload);
    };
    const clear = () => (widget as AltchaWidgetElement).reset();
    const expired = () => {
      callbacks.current.onExpire();
      clear();
    };
    const stateChanged = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== 'error') return;
      callbacks.current.onError();
      clear();
    };
    widget.addEventListener('verified', verified);
    widget.addEventListener('expired', expired);
    widget.addEventListener('statechange', stateChanged);
    return () => {
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('expired', expired);
      widget.removeEventListener('statechange', stateChanged);
    };
  }, [element, ready, callbacks]);
}
