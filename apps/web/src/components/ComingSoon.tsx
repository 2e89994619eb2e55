import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** An i18n key; the spec's own wording is the default. */
  messageKey?: string;
};

export function ComingSoon({ messageKey = 'common.workInProgress' }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" mx="auto" mb="md" aria-hidden>
        <IconTools size={26} />
      </ThemeIcon>
      <Text fw={600}>{t(messageKey)}</Text>
    </Paper>
  );
}
