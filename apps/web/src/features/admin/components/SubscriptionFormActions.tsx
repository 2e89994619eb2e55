import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
};

/** Cancel and the submit button at the foot of the staff forms (Add, Edit, Scan QR). */
export function SubscriptionFormActions({ submitLabel, loading, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
