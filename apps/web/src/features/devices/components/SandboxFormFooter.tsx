import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/FormNotice.tsx';

/** The end of a sandbox phone form: what went wrong, if anything, and the Link button. */
export function SandboxFormFooter({ notice, sending }: { notice: string | null; sending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {notice ? <FormNotice tone="error" text={notice} /> : null}
      <Button type="submit" size="md" loading={sending} fullWidth>
        {t('devices.sandboxPhone.link')}
      </Button>
    </>
  );
}
