import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOC_PAGES } from '../../../app/docs-pages.ts';
import { DocsLink } from '../../../components/DocsLink.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useApiKey, useRotateApiKey } from '../hooks/use-integrations.ts';
import { confirmAction } from './confirm-action.tsx';
import { SecretValue } from './SecretValue.tsx';

/** The API key, masked with show and copy; rotating asks first, since the old key stops at once. */
export function ApiKeyCard() {
  const { t } = useTranslation();
  const key = useApiKey();
  const rotate = useRotateApiKey();

  const askRotate = () =>
    confirmAction(
      t,
      {
        title: 'integrations.apiKey.rotateTitle',
        question: 'integrations.apiKey.rotateQuestion',
        confirm: 'integrations.apiKey.rotateConfirm',
        done: 'integrations.apiKey.rotated',
        failed: 'integrations.apiKey.rotateFailed',
      },
      () => rotate.mutateAsync(),
    );

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="api-key-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="api-key-title">
          {t('integrations.apiKey.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.apiKey.help')}
        </Text>
        {key.isError && !key.data ? (
          <LoadError onRetry={() => void key.refetch()} />
        ) : key.data ? (
          <SecretValue label={t('integrations.apiKey.label')} value={key.data.api_secret_key} />
        ) : (
          <Skeleton height={24} width="60%" aria-label={t('integrations.loading')} />
        )}
        <Group gap="sm">
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={askRotate}
            loading={rotate.isPending}
            disabled={!key.data}
          >
            {t('integrations.apiKey.rotate')}
          </Button>
          <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('integrations.apiReference')}
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
          <Text size="sm" component="span">
            <DocsLink page={DOC_PAGES.restApi} newTab>
              {t('docsHelp.restApi')}
            </DocsLink>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
