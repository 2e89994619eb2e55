import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { Report } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { apiErrorMessage } from '../../../app/messages.ts';
import { PageFrame } from '../../../components/PageFrame.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { ReportCharts } from '../components/ReportCharts.tsx';
import { ReportFilters } from '../components/ReportFilters.tsx';
import { ReportMembersTable } from '../components/ReportMembersTable.tsx';
import { ReportTotals } from '../components/ReportTotals.tsx';
import { useReport } from '../hooks/use-report.ts';
import type { ReportFilter } from '../reports-api.ts';

const isEmpty = (report: Report) =>
  Object.values(report.totals).every((value) => value === 0 || value === null);

/**
 * /app/c/reports: the inbox by day, channel and member. The owner sees everyone and each member's
 * row; an agent their own conversations (the server decides, whatever the page asks).
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const owner = useSession().data?.user?.role !== 'agent';
  const [filter, setFilter] = useState<ReportFilter>({});
  const report = useReport(filter);
  const data = report.data;
  return (
    <PageFrame>
      <ReportFilters filter={filter} onChange={setFilter} report={data} mayPickMember={owner} />
      {report.isError ? (
        <Alert
          color="red"
          title={apiErrorMessage(t, report.error, 'reports.error')}
          data-testid="report-error"
        >
          <Button variant="default" size="xs" onClick={() => report.refetch()}>
            {t('reports.retry')}
          </Button>
        </Alert>
      ) : null}
      {report.isPending ? (
        <Stack gap="sm" aria-busy data-testid="report-loading">
          <Skeleton h={90} />
          <Skeleton h={220} />
        </Stack>
      ) : null}
      {data ? (
        <Stack gap="lg" data-testid="report" aria-busy={report.isFetching}>
          <Text size="sm" c="dimmed">
            {t('reports.zone', { zone: formats.zone() })}{' '}
            {t(data.business_hours ? 'reports.businessHours' : 'reports.allHours')}
          </Text>
          {isEmpty(data) ? (
            <Text data-testid="report-empty">{t('reports.empty')}</Text>
          ) : (
            <>
              <ReportTotals totals={data.totals} />
              <ReportCharts days={data.days} />
            </>
          )}
          {owner && !isEmpty(data) ? <ReportMembersTable members={data.members} /> : null}
        </Stack>
      ) : null}
    </PageFrame>
  );
}
