import '@mantine/dates/styles.css';
import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { isLanguage, type Report } from '@siar/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { weekStartIndex } from '../../../app/week-start.ts';
import { DatesLanguage } from '../../../components/DatesLanguage.tsx';
import { useChannels } from '../../chats/hooks/use-chats.ts';
import { type ReportFilter, reportCsvUrl } from '../reports-api.ts';

type Props = {
  filter: ReportFilter;
  onChange: (filter: ReportFilter) => void;
  /** The report shown: its range fills the picker, its members the member filter. */
  report: Report | undefined;
  /** The owner may pick a member; an agent's figures are always their own. */
  mayPickMember: boolean;
};

/** The range, the channel and (the owner's) member, and the CSV of what they select. */
export function ReportFilters({ filter, onChange, report, mayPickMember }: Props) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const channels = useChannels();
  const from = filter.from ?? report?.from ?? null;
  const to = filter.to ?? report?.to ?? null;
  const members = (report?.members ?? []).filter((m) => m.member_id !== null);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatesLanguage>
        <DatePickerInput
          type="range"
          label={t('reports.filters.range')}
          value={[from, to]}
          onChange={([start, end]) => {
            if (start && end)
              onChange({ ...filter, from: String(start).slice(0, 10), to: String(end).slice(0, 10) });
          }}
          valueFormat="D MMM YYYY"
          firstDayOfWeek={weekStartIndex(language)}
          w={{ base: '100%', xs: 260 }}
          data-testid="report-range"
        />
      </DatesLanguage>
      <Select
        label={t('reports.filters.channel')}
        placeholder={t('reports.filters.allChannels')}
        data={(channels.data ?? []).map((channel) => ({ value: channel.channel_id, label: channel.name }))}
        value={filter.channelId ?? null}
        onChange={(value) => onChange({ ...filter, channelId: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      {mayPickMember ? (
        <Select
          label={t('reports.filters.member')}
          placeholder={t('reports.filters.allMembers')}
          data={members.map((m) => ({ value: m.member_id ?? '', label: m.name }))}
          value={filter.memberId ?? null}
          onChange={(value) => onChange({ ...filter, memberId: value ?? undefined })}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
      ) : null}
      <Button
        component="a"
        href={reportCsvUrl(filter)}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        {t('reports.filters.export')}
      </Button>
    </Group>
  );
}
