import type { TFunction } from 'i18next';

/** The widget's texts (altcha `Strings`), from our locale files so that all four languages read alike. */
export function altchaStrings(t: TFunction): Record<string, string> {
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener noreferrer" aria-label="${t('captcha.widget.ariaLinkLabel')}">ALTCHA</a>`;
  return {
    ariaLinkLabel: t('captcha.widget.ariaLinkLabel'),
    cancel: t('common.cancel'),
    enterCode: t('captcha.widget.enterCode'),
    enterCodeAria: t('captcha.widget.enterCodeAria'),
    enterCodeFromImage: t('captcha.widget.enterCodeFromImage'),
    error: t('captcha.widget.error'),
    expired: t('captcha.widget.expired'),
    footer: t('captcha.widget.footer', { link }),
    getAudioChallenge: t('captcha.widget.getAudioChallenge'),
    label: t('captcha.widget.label'),
    loading: t('captcha.widget.loading'),
    reload: t('captcha.widget.reload'),
    verify: t('captcha.widget.verify'),
    verificationRequired: t('captcha.widget.verificationRequired'),
    verified: t('captcha.widget.verified'),
    verifying: t('captcha.widget.verifying'),
    waitAlert: t('captcha.widget.waitAlert'),
  };
}
