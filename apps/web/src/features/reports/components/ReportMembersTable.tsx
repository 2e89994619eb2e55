import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReportMember } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';
import { duration } from '../durations.ts';

type Props = {
  members: ReportMember[];
};

const COUNTS = ['opened', 'resolved', 'messages_sent', 'messages_received', 'campaign_replies'] as const;
const COUNT_LABELS: Record<(typeof COUNTS)[number], string> = {
  opened: 'reports.figures.opened',
  resolved: 'reports.figures.resolved',
  messages_sent: 'reports.figures.sent',
  messages_received: 'reports.figures.received',
  campaign_replies: 'reports.figures.campaignReplies',
};

/** Each member's figures (the owner's view), nobody's conversations last; it scrolls inside on a phone. */
export function ReportMembersTable({ members }: Props) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('reports.members.title')}
        </Title>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing={6} aria-label={t('reports.members.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.members.member')}</Table.Th>
                {COUNTS.slice(0, 2).map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(COUNT_LABELS[key])}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('reports.figures.firstResponse')}</Table.Th>
                <Table.Th ta="right">{t('reports.figures.resolution')}</Table.Th>
                {COUNTS.slice(2).map((key) => (
                  <Table.Th key={key} ta="right">
                    {t(COUNT_LABELS[key])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.member_id ?? 'nobody'} data-testid="report-member">
                  <Table.Td>
                    <Text size="sm" fw={600} fs={member.member_id ? undefined : 'italic'}>
                      {member.member_id ? member.name : t('reports.members.unassigned')}
                    </Text>
                  </Table.Td>
                  {COUNTS.slice(0, 2).map((key) => (
                    <Table.Td key={key} ta="right" data-testid={`report-member-${key}`}>
                      {formats.number(member[key])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" data-testid="report-member-first-response">
                    {duration(t, member.first_response_median)}
                  </Table.Td>
                  <Table.Td ta="right">{duration(t, member.resolution_median)}</Table.Td>
                  {COUNTS.slice(2).map((key) => (
                    <Table.Td key={key} ta="right" data-testid={`report-member-${key}`}>
                      {formats.number(member[key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
