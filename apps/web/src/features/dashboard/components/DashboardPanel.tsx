import { Group, Paper, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  icon: ReactNode;
  loading: boolean;
  children: ReactNode;
  testId: string;
};

/** One of the dashboard's four panels: a titled card, a skeleton while the figures load. */
export function DashboardPanel({ title, icon, loading, children, testId }: Props) {
  return (
    <Paper withBorder p="md" data-testid={testId} aria-busy={loading}>
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        {loading ? (
          <Stack gap="sm">
            <Skeleton h={28} w="60%" />
            <Skeleton h={120} />
          </Stack>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
