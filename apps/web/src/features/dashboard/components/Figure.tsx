import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: number;
  color?: string;
  testId: string;
};

/** A big number with its label under it. */
export function Figure({ label, value, color, testId }: Props) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text fz={28} fw={700} c={color} lh={1.2} data-testid={testId}>
        {new Intl.NumberFormat(i18n.resolvedLanguage).format(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
