import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { ExceptionsCard } from '../components/ExceptionsCard.tsx';
import { OpenNowLine } from '../components/OpenNowLine.tsx';
import { WeekEditor } from '../components/WeekEditor.tsx';
import { useBusinessHours } from '../hooks/use-business-hours.ts';

/** /app/c/account/business-hours: the week, whether it is open now, and the holidays. */
export function BusinessHoursPage() {
  const { t } = useTranslation();
  const hours = useBusinessHours();
  return (
    <PageFrame>
      <Paper withBorder p="lg" component="section" aria-labelledby="week-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="week-title">
            {t('businessHours.week.title')}
          </Title>
          {hours.isError && !hours.data ? (
            <LoadError onRetry={() => void hours.refetch()} />
          ) : !hours.data ? (
            <Skeleton height={240} aria-label={t('businessHours.loading')} />
          ) : (
            <>
              <OpenNowLine answer={hours.data} />
              <Text size="sm" c="dimmed">
                {t('businessHours.week.help')}
              </Text>
              <WeekEditor answer={hours.data} />
            </>
          )}
        </Stack>
      </Paper>
      <ExceptionsCard />
    </PageFrame>
  );
}
