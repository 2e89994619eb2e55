import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, TimeZoneContext } from '../app/format.ts';
import { instantOfWallTime, wallTimeIn } from '../app/zoned-time.ts';
import { DatesLanguage } from './DatesLanguage.tsx';

type Props = Omit<DateTimePickerProps, 'value' | 'onChange' | 'minDate' | 'valueFormat'> & {
  /** An instant (ISO 8601), or '' for none. */
  value: string;
  onChange: (instant: string) => void;
  /** Refuse days before today (in the account's zone). */
  futureOnly?: boolean;
};

/**
 * A date and time picked on the account's clock (the zone every time in the panel is shown in and
 * the server counts days in), whatever the browser's zone; the value is the instant it stands for.
 * Month and weekday names are in the page's language.
 */
export function ZonedDateTimePicker({ value, onChange, futureOnly, ...props }: Props) {
  const { t } = useTranslation();
  const timeZone = useContext(TimeZoneContext) ?? DEFAULT_TIME_ZONE;
  return (
    <DatesLanguage>
      <DateTimePicker
        valueFormat="DD MMM YYYY HH:mm"
        minDate={futureOnly ? wallTimeIn(new Date(), timeZone) : undefined}
        popoverProps={{ withinPortal: true }}
        submitButtonProps={{ 'aria-label': t('common.useDateTime') }}
        {...props}
        value={value ? wallTimeIn(value, timeZone) : null}
        onChange={(wall) => onChange(wall ? instantOfWallTime(wall, timeZone) : '')}
      />
    </DatesLanguage>
  );
}
