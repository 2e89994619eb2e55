import { Button, Menu } from '@mantine/core';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@siar/shared';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../app/i18n.ts';

/**
 * The language switcher folded into one button, for bars too narrow for four: it shows the current
 * code and opens the languages by their own names.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          px={8}
          variant="default"
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('language.switcher')}
          title={LANGUAGE_NAMES[current]}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={14} /> : null}
            onClick={() => void setLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
