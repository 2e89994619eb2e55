import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  builtIn: readonly string[];
  customFields: readonly string[];
  onInsert: (variable: string) => void;
};

/** Buttons that write `{{variable}}` where the cursor is; then the spintax and fallback hint. */
export function VariableButtons({ builtIn, customFields, onInsert }: Props) {
  const { t } = useTranslation();
  const button = (name: string, label: string) => (
    <Button
      key={name}
      size="compact-xs"
      variant="light"
      onClick={() => onInsert(name)}
      aria-label={t('templates.editor.insert', { variable: name })}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap={6}>
      <Text size="xs" fw={600}>
        {t('templates.editor.insertVariable')}
      </Text>
      <Group gap={6}>
        {builtIn.map((name) => button(name, t(`templates.variables.${name}`, { defaultValue: name })))}
        {customFields.map((name) => button(name, name))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('templates.editor.spintaxHint', {
          spin: '{Hi|Hello|Hey}',
          fallback: '{{name|there}}',
          brace: '\\{',
        })}
      </Text>
    </Stack>
  );
}
