import { Stack, Text } from '@mantine/core';
import { useFormats } from '../../../app/format.ts';

type Props = {
  label: string;
  /** A count (formatted in the page's language), or a text already formatted. */
  value: number | string;
  color?: string;
  testId: string;
};

/** A big number with its label under it. */
export function Figure({ label, value, color, testId }: Props) {
  const formats = useFormats();
  return (
    <Stack gap={0}>
      <Text fz={28} fw={700} c={color} lh={1.2} data-testid={testId}>
        {typeof value === 'number' ? formats.number(value) : value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
