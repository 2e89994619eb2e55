import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What the row is, e.g. "Account number". */
  label: string;
  /** What the row shows. */
  children: ReactNode;
  /** What the copy button puts on the clipboard; no button without it. */
  copyValue?: string;
  /** Larger and bold, for the amount to pay. */
  emphasis?: boolean;
};

/** One line of payment details: a label, its value, and a copy button. */
export function CopyValue({ label, children, copyValue, emphasis = false }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" miw={0}>
        <Text
          fw={emphasis ? 800 : 600}
          fz={emphasis ? 'lg' : 'sm'}
          ff={copyValue && !emphasis ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere' }}
          ta="right"
        >
          {children}
        </Text>
        {copyValue ? (
          <CopyButton value={copyValue} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('billing.payment.copied') : t('billing.payment.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('billing.payment.copyLabel', { label })}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        ) : null}
      </Group>
    </Group>
  );
}
