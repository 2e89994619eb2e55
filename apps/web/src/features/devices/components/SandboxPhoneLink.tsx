import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The sandbox phone page: the QR's own address, or the page to type a code on. */
  href: string;
  /** An i18n key: what to do there. */
  hint: string;
};

/** Sandbox devices pair without a phone: this opens the page that plays one, in a new tab. */
export function SandboxPhoneLink({ href, hint }: Props) {
  const { t } = useTranslation();
  return (
    <Alert color="grape" variant="light" icon={<IconFlask size={20} />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(hint)}</Text>
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener"
          size="xs"
          color="grape"
          rightSection={<IconExternalLink size={14} />}
          data-testid="sandbox-phone-link"
        >
          {t('devices.pairing.openSandboxPhone')}
        </Button>
      </Stack>
    </Alert>
  );
}
