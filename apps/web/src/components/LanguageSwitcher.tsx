import { Button, Group } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../app/i18n.ts';

type Props = {
  size?: 'xs' | 'sm';
};

export function LanguageSwitcher({ size = 'xs' }: Props) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Group gap={4} role="group" aria-label={t('language.switcher')} wrap="nowrap">
      {LANGUAGES.map((language) => {
        // Each button compares against its own code, so bn never shows id's highlight.
        const active = language === current;
        return (
          <Button
            key={language}
            size={size}
            px={8}
            variant={active ? 'filled' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-pressed={active}
            title={LANGUAGE_NAMES[language]}
            lang={language}
            onClick={() => void setLanguage(language)}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
