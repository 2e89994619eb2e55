import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PanelSelectOptions, Series } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useSelectOptions } from '../../devices/hooks/use-select-options.ts';
import { SeriesForm } from './SeriesForm.tsx';

type Props = {
  opened: boolean;
  series: Series | null;
  startDate: string;
  zone: string;
  onClose: () => void;
};

const NO_OPTIONS: PanelSelectOptions = {
  contact_groups_options: [],
  content_templates_options: [],
  wa_devices_options: [],
  gateway_subdomain_options: [],
  total_available_wa_devices: 0,
  total_used_wa_devices: 0,
  engines: [],
};

/** The series form in a dialog (the whole screen on a phone), once the select lists are in. */
export function SeriesFormModal({ opened, series, startDate, zone, onClose }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(series ? 'planner.edit.title' : 'planner.create.title')}
      size="lg"
      fullScreen={narrow}
      centered
    >
      {opened ? <WithOptions series={series} startDate={startDate} zone={zone} onClose={onClose} /> : null}
    </Modal>
  );
}

function WithOptions({ series, startDate, zone, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const options = useSelectOptions();
  const loaded = options.data ?? (options.isError ? NO_OPTIONS : undefined);
  if (!loaded)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <SeriesForm
      key={series?.id ?? 'new'}
      options={loaded}
      series={series}
      startDate={startDate}
      zone={zone}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}
