import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconMessageCircleBolt } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = {
  to: string;
};

export function Logo({ to }: Props) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Siar">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" variant="filled" aria-hidden>
          <IconMessageCircleBolt size={20} stroke={1.8} />
        </ThemeIcon>
        <Text fw={800} fz="xl" lh={1}>
          Siar
        </Text>
      </Group>
    </UnstyledButton>
  );
}
