import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { importErrorsUrl } from '../contacts-api.ts';
import { useContactImport } from '../hooks/use-contact-import.ts';
import { CheckNumbersAction } from './CheckNumbersAction.tsx';

type Props = { importId: string; onClose: () => void };

/** Step 3: the running import's progress bar, then what it did and the refused rows' report. */
export function ImportProgress({ importId, onClose }: Props) {
  const { t } = useTranslation();
  const query = useContactImport(importId);
  const run = query.data;
  if (query.isError && !run) return <LoadError onRetry={() => void query.refetch()} />;
  const total = run?.total_rows ?? 0;
  const percent = total ? Math.round(((run?.processed_rows ?? 0) / total) * 100) : 0;
  const ended = run?.status === 'completed' || run?.status === 'failed';

  return (
    <Stack gap="md">
      <Text size="sm" aria-live="polite" data-testid="import-status">
        {run?.status === 'completed'
          ? t('contacts.import.completed')
          : run?.status === 'failed'
            ? t('contacts.import.failed')
            : t('contacts.import.running', { processed: run?.processed_rows ?? 0, total, count: total })}
      </Text>
      <Progress
        value={percent}
        size="lg"
        animated={!ended}
        color={run?.status === 'failed' ? 'red' : undefined}
        aria-label={t('contacts.import.progress')}
        data-testid="import-progress"
      />
      {run?.status === 'failed' && run.failure_reason ? (
        <Alert color="red">{run.failure_reason}</Alert>
      ) : null}
      {ended && run ? (
        <Stack gap={4} data-testid="import-result">
          <Text size="sm">{t('contacts.import.created', { count: run.created_count })}</Text>
          <Text size="sm">{t('contacts.import.updated', { count: run.updated_count })}</Text>
          <Text size="sm">{t('contacts.import.refused', { count: run.error_count })}</Text>
          {run.error_count > 0 ? (
            <Anchor href={importErrorsUrl(importId)} download size="sm">
              <Group gap={4} component="span">
                <IconDownload size={14} />
                {t('contacts.import.errorReport')}
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
      <Group justify="flex-end">
        {run?.status === 'completed' && run.created_count + run.updated_count > 0 ? (
          <CheckNumbersAction target={{ import_id: importId }} onStarted={onClose} />
        ) : null}
        <Button variant={ended ? 'filled' : 'default'} onClick={onClose}>
          {ended ? t('contacts.import.done') : t('contacts.import.runInBackground')}
        </Button>
      </Group>
    </Stack>
  );
}
