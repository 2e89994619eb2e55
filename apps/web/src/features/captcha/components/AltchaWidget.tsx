import { Skeleton, Text } from '@mantine/core';
import { CAPTCHA_PATHS } from '@siar/shared';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { type CSSProperties, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { altchaStrings } from '../altcha-strings.ts';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha-types.ts';
import { useAltchaEvents } from '../hooks/use-altcha-events.ts';

type Props = CaptchaCallbacks & {
  ref?: Ref<CaptchaHandle>;
};

/** The widget's code is loaded by the pages that need it, not with the rest of the site. */
let loading: Promise<unknown> | undefined;
function loadAltcha(): Promise<unknown> {
  loading ??= import('altcha').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const WIDGET_STYLE = {
  '--altcha-max-width': '100%',
  '--altcha-border-radius': 'var(--mantine-radius-sm)',
  '--altcha-color-primary': 'var(--mantine-primary-color-filled)',
} as CSSProperties;

/** ALTCHA, self-hosted proof of work: the browser solves the server's challenge in a few seconds. */
export function AltchaWidget({ ref, onVerify, onExpire, onError }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const element = useRef<HTMLElement>(null);
  const callbacks = useRef<CaptchaCallbacks>({ onVerify, onExpire, onError });

  useEffect(() => {
    callbacks.current = { onVerify, onExpire, onError };
  });

  useEffect(() => {
    let active = true;
    loadAltcha().then(
      () => active && setStatus('ready'),
      () => {
        if (!active) return;
        setStatus('failed');
        callbacks.current.onError();
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (status === 'ready') globalThis.$altcha.i18n.set(language, altchaStrings(t));
  }, [status, language, t]);

  useAltchaEvents(element, status === 'ready', callbacks);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const widget = element.current as AltchaWidgetElement | null;
        if (typeof widget?.reset === 'function') widget.reset();
      },
    }),
    [],
  );

  if (status === 'failed') {
    return (
      <Text c="red" size="sm">
        {t('captcha.loadFailed')}
      </Text>
    );
  }
  if (status === 'loading') return <Skeleton height={74} radius="sm" aria-label={t('common.loading')} />;
  return (
    <altcha-widget
      ref={element}
      challenge={CAPTCHA_PATHS.challenge}
      language={language}
      name="captcha"
      style={WIDGET_STYLE}
    />
  );
}
