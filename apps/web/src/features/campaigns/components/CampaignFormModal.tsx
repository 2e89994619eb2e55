import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Campaign, PanelSelectOptions } from '@siar/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../app/paths.ts';
import { useSelectOptions } from '../../devices/hooks/use-select-options.ts';
import { CampaignForm } from './CampaignForm.tsx';

type Props = {
  opened: boolean;
  /** The campaign to edit; none for a new one. */
  campaign: Campaign | null;
  onClose: () => void;
};

/** Select lists that could not be loaded: the form still opens (the spec only logs the failure). */
const NO_OPTIONS: PanelSelectOptions = {
  contact_groups_options: [],
  content_templates_options: [],
  wa_devices_options: [],
  gateway_subdomain_options: [],
  total_available_wa_devices: 0,
  total_used_wa_devices: 0,
  engines: [],
};

/**
 * The campaign form in a dialog (the whole screen on a phone). A campaign that was started goes
 * to its own page, to be watched; a draft stays in the list.
 */
export function CampaignFormModal({ opened, campaign, onClose }: Props) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(campaign ? 'campaigns.edit.title' : 'campaigns.create.title')}
      size="lg"
      fullScreen={narrow}
      centered
    >
      {opened ? <FormWithOptions campaign={campaign} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The form once the select lists are in (asked for when the dialog opens). */
function FormWithOptions({ campaign, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useSelectOptions();

  useEffect(() => {
    if (options.error) console.error('Failed to load the select options', options.error);
  }, [options.error]);
  const loaded = options.data ?? (options.isError ? NO_OPTIONS : undefined);

  if (!loaded)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <CampaignForm
      key={campaign?.id ?? 'new'}
      options={loaded}
      campaign={campaign}
      onClose={onClose}
      onSaved={(saved, started) => {
        onClose();
        if (started) navigate(PATHS.cpanel.campaign(saved.id));
      }}
    />
  );
}
