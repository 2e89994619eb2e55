import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EngineId } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { type AddDeviceValues, DEVICE_NAME_MAX } from '../device-form.ts';
import { EngineBadge } from './EngineBadge.tsx';

type Props = {
  form: UseFormReturnType<AddDeviceValues>;
  engines: readonly EngineId[];
  /** The line under each engine (customers and staff are told different things). */
  engineHint: (engine: EngineId) => string;
  /** A field's error as the reader's language says it. */
  errorOf: (field: 'name' | 'engine') => string | undefined;
};

/** A new device's name and engine: the part of adding a device that customers and staff share. */
export function DeviceNameAndEngine({ form, engines, engineHint, errorOf }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('devices.add.name')}
        placeholder={t('devices.add.namePlaceholder')}
        maxLength={DEVICE_NAME_MAX}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Radio.Group
        label={t('devices.add.engine')}
        withAsterisk
        {...form.getInputProps('engine')}
        error={errorOf('engine')}
      >
        <Stack gap="sm" mt="xs">
          {engines.map((engine) => (
            <Radio
              key={engine}
              value={engine}
              label={
                <Group gap="xs" wrap="nowrap">
                  <EngineBadge engine={engine} />
                </Group>
              }
              description={engineHint(engine)}
              aria-label={t(`devices.engines.${engine}.label`)}
            />
          ))}
        </Stack>
      </Radio.Group>
    </>
  );
}
