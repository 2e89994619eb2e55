import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What the secret is ("API secret key"), for the buttons' labels. */
  label: string;
  value: string;
};

/** `siar_sk_…` shown as its prefix, dots and its last four characters, with show and copy: a screen share shows no key. */
export function maskSecret(value: string): string {
  // The random part may hold underscores too: only the known prefixes stay readable.
  const prefix = /^(siar_sk_|whsec_)/.exec(value)?.[1] ?? '';
  return `${prefix}${'•'.repeat(12)}${value.slice(-4)}`;
}

export function SecretValue({ label, value }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="secret-value">
        {shown ? value : maskSecret(value)}
      </Text>
      <Tooltip label={shown ? t('integrations.hide') : t('integrations.show')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setShown(!shown)}
          aria-label={t(shown ? 'integrations.hideLabel' : 'integrations.showLabel', { label })}
        >
          {shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      </Tooltip>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('integrations.copied') : t('integrations.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t('integrations.copyLabel', { label })}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
