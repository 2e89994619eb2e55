import { Skeleton, Text } from '@mantine/core';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha-types.ts';

type Props = CaptchaCallbacks & {
  siteKey: string;
  ref?: Ref<CaptchaHandle>;
};

interface ReCaptchaApi {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptchaApi;
    siarRecaptchaLoaded?: () => void;
  }
}

/** Google's script is loaded only on installations configured for reCAPTCHA, once per page. */
let loading: Promise<ReCaptchaApi> | undefined;
function loadRecaptcha(language: string): Promise<ReCaptchaApi> {
  loading ??= new Promise<ReCaptchaApi>((resolve, reject) => {
    window.siarRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not start'));
    };
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=siarRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Google reCAPTCHA v2 (the checkbox), for installations that configured its keys. */
export function RecaptchaWidget({ siteKey, ref, onVerify, onExpire, onError }: Props) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: ReCaptchaApi; id: number } | null>(null);
  const callbacks = useRef<CaptchaCallbacks>({ onVerify, onExpire, onError });
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    callbacks.current = { onVerify, onExpire, onError };
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha(language).then(
      (api) => {
        if (!active || !container.current) return;
        const target = document.createElement('div');
        container.current.replaceChildren(target);
        const id = api.render(target, {
          sitekey: siteKey,
          callback: (token) => callbacks.current.onVerify(token),
          'expired-callback': () => callbacks.current.onExpire(),
          'error-callback': () => callbacks.current.onError(),
        });
        widget.current = { api, id };
        setStatus('ready');
      },
      () => {
        if (!active) return;
        setStatus('failed');
        callbacks.current.onError();
      },
    );
    return () => {
      active = false;
      widget.current = null;
    };
  }, [siteKey, language]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (widget.current) widget.current.api.reset(widget.current.id);
      },
    }),
    [],
  );

  return (
    <>
      {status === 'loading' ? (
        <Skeleton height={78} width={304} radius="sm" aria-label={t('common.loading')} />
      ) : null}
      {status === 'failed' ? (
        <Text c="red" size="sm">
          {t('captcha.loadFailed')}
        </Text>
      ) : null}
      <div ref={container} />
    </>
  );
}
