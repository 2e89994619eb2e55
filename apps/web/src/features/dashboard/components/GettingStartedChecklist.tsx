import {
  Anchor,
  Badge,
  CloseButton,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { GettingStarted } from '@siar/shared';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormats } from '../../../app/format.ts';
import { PATHS } from '../../../app/paths.ts';
import { useDismissGettingStarted, useGettingStarted } from '../hooks/use-getting-started.ts';

/** The three first steps, each with where it is done and the answer's field that ticks it. */
const STEPS = [
  { key: 'device', done: 'device_paired', to: PATHS.cpanel.devices },
  { key: 'contacts', done: 'contacts_imported', to: PATHS.cpanel.contacts },
  { key: 'campaign', done: 'campaign_sent', to: PATHS.cpanel.campaigns },
] as const satisfies readonly { key: string; done: keyof GettingStarted; to: string }[];

/**
 * A new customer's first steps on the dashboard, ticked from the account's own data. Gone for good
 * once all three are done or the owner hides it (kept on the server).
 */
export function GettingStartedChecklist() {
  const { t } = useTranslation();
  const formats = useFormats();
  const checklist = useGettingStarted();
  const dismiss = useDismissGettingStarted();
  const data = checklist.data;
  if (!data || data.dismissed) return null;
  const done = STEPS.filter((step) => data[step.done]).length;
  if (done === STEPS.length) return null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="getting-started-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id="getting-started-title">
              {t('dashboard.gettingStarted.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dashboard.gettingStarted.progress', {
                done: formats.number(done),
                total: formats.number(STEPS.length),
              })}
            </Text>
          </div>
          <CloseButton
            aria-label={t('dashboard.gettingStarted.dismiss')}
            title={t('dashboard.gettingStarted.dismiss')}
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate()}
          />
        </Group>
        <Progress value={(done / STEPS.length) * 100} size="sm" aria-hidden />
        <List spacing="xs" listStyleType="none" styles={{ itemWrapper: { width: '100%' } }}>
          {STEPS.map((step) => {
            const isDone = data[step.done];
            return (
              <List.Item
                key={step.key}
                data-done={isDone}
                icon={
                  <ThemeIcon
                    size={22}
                    radius="xl"
                    variant={isDone ? 'filled' : 'light'}
                    color={isDone ? 'teal' : 'gray'}
                  >
                    {isDone ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                  </ThemeIcon>
                }
              >
                <Group gap="xs" wrap="wrap">
                  <Anchor
                    component={Link}
                    to={step.to}
                    size="sm"
                    fw={isDone ? 400 : 600}
                    td={isDone ? 'line-through' : undefined}
                  >
                    {t(`dashboard.gettingStarted.steps.${step.key}`)}
                  </Anchor>
                  {isDone ? (
                    <Badge size="sm" color="teal" variant="light">
                      {t('dashboard.gettingStarted.done')}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
