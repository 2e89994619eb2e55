import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What this screen of the sandbox phone does, under the title. */
  subtitle: string;
  children: ReactNode;
};

/** The sandbox phone's screen: its name, the word Sandbox, and what it is for. */
export function SandboxPhoneCard({ subtitle, children }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" shadow="sm">
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={1} fz={24}>
              {t('devices.sandboxPhone.title')}
            </Title>
            <Badge color="grape" variant="light" leftSection={<IconFlask size={12} aria-hidden />}>
              {t('devices.engines.sandbox.label')}
            </Badge>
          </Group>
          <Text fw={600}>{subtitle}</Text>
          <Text size="sm" c="dimmed">
            {t('devices.sandboxPhone.intro')}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
