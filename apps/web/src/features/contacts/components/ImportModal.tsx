import { Modal, Stepper } from '@mantine/core';
import type { ImportPreview } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportMapping } from './ImportMapping.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportUpload } from './ImportUpload.tsx';

type Props = { opened: boolean; onClose: () => void };

/** Importing contacts: upload, map the columns, follow the job to its end. */
export function ImportModal({ opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('contacts.import.title')} size="xl" centered>
      {opened ? <ImportSteps onClose={onClose} /> : null}
    </Modal>
  );
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const step = importId ? 2 : preview ? 1 : 0;
  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t('contacts.import.stepUpload')}>
        <ImportUpload onPreview={setPreview} />
      </Stepper.Step>
      <Stepper.Step label={t('contacts.import.stepMap')}>
        {preview ? <ImportMapping preview={preview} onStarted={(run) => setImportId(run.id)} /> : null}
      </Stepper.Step>
      <Stepper.Step label={t('contacts.import.stepRun')}>
        {importId ? <ImportProgress importId={importId} onClose={onClose} /> : null}
      </Stepper.Step>
    </Stepper>
  );
}
