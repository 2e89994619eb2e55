import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The captcha's code (and ALTCHA's 31 kB) is not part of the page's first download.
const Captcha = lazy(() => import('./Captcha.tsx').then((module) => ({ default: module.Captcha })));

type Props = ComponentProps<typeof Captcha> & {
  /** The visitor turned to the form (a field focused, the pointer over it): load the captcha now. */
  wanted: boolean;
};

/** A form's captcha, fetched once the visitor starts on the form rather than with the page. */
export function DeferredCaptcha({ wanted, ...props }: Props) {
  const { t } = useTranslation();
  // The placeholder keeps the widget's height, so the form does not jump when it arrives.
  const placeholder = (
    <Skeleton height={74} radius="sm" aria-label={t('common.loading')} data-captcha-deferred />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Captcha {...props} />
    </Suspense>
  );
}
