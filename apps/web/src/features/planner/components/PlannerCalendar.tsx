import type {
  DatesSetArg,
  DayCellContentArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CalendarEvent, type DayLoad, type PlannerCalendar as Feed, floatingOf } from '@siar/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toBurmeseDigits } from '../../../app/burmese-dates.ts';
import { instantOfCalendarDate, rangeOfView, toCalendarInput } from '../calendar-events.ts';
import { burmeseCalendarFormats, calendarLocale } from '../calendar-locale.ts';
import classes from './PlannerCalendar.module.css';

type Props = {
  feed: Feed | undefined;
  /** The account's zone: the calendar shows its clock. */
  zone: string;
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (event: CalendarEvent) => void;
  /** A run dragged to `to` (an instant); `revert` puts it back if the move is not made. */
  onDrop: (event: CalendarEvent, to: Date, revert: () => void) => void;
};

/** One day cell's load: each device's planned messages against its cap, red past it. */
function DayLoadLines({ load }: { load: DayLoad | undefined }) {
  const { t } = useTranslation();
  if (!load) return null;
  return (
    <Box className={classes.load} data-testid="day-load">
      {load.devices.map((device) => (
        <Text
          key={device.device_id}
          size="10px"
          lh={1.3}
          truncate
          c={device.over ? 'red.7' : 'dimmed'}
          fw={device.over ? 700 : 400}
          data-over={device.over || undefined}
        >
          {device.cap === null
            ? t('planner.calendar.loadNoCap', { name: device.name, planned: device.planned })
            : t('planner.calendar.loadLine', { name: device.name, planned: device.planned, cap: device.cap })}
        </Text>
      ))}
    </Box>
  );
}

/**
 * The month, week and agenda views of every run (FullCalendar), coloured by state, with each
 * month day's load per device. Runs still to come can be dragged to another day or time.
 */
export function PlannerCalendar({ feed, zone, onRange, onOpen, onDrop }: Props) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  const events = useMemo(
    () => (feed?.events ?? []).map((event) => toCalendarInput(event, zone)),
    [feed, zone],
  );
  const loads = useMemo(() => new Map((feed?.load ?? []).map((day) => [day.date, day])), [feed]);
  const locale = useMemo(() => calendarLocale(t, i18n.language), [t, i18n.language]);
  const burmese = i18n.language === 'my';
  const formats = useMemo(() => (burmese ? burmeseCalendarFormats(t) : {}), [burmese, t]);
  const views = 'dayGridMonth,timeGridWeek,listMonth';

  return (
    <Box className={classes.calendar} aria-label={t('planner.calendar.label')} role="region">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={narrow ? 'listMonth' : 'dayGridMonth'}
        timeZone="UTC"
        now={() => floatingOf(new Date(), zone)}
        locale={locale}
        headerToolbar={
          narrow
            ? { left: 'prev,next', center: 'title', right: 'today' }
            : { left: 'prev,next today', center: 'title', right: views }
        }
        footerToolbar={narrow ? { center: views } : undefined}
        height="auto"
        events={events}
        eventStartEditable
        eventDurationEditable={false}
        defaultTimedEventDuration="00:30"
        displayEventEnd={false}
        dayMaxEvents={narrow ? 2 : 4}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        {...formats}
        dayCellContent={(arg: DayCellContentArg) => (
          <Box>
            <span>{burmese ? toBurmeseDigits(arg.dayNumberText) : arg.dayNumberText}</span>
            {arg.view.type === 'dayGridMonth' ? (
              <DayLoadLines load={loads.get(arg.date.toISOString().slice(0, 10))} />
            ) : null}
          </Box>
        )}
        datesSet={(arg: DatesSetArg) => onRange(rangeOfView(arg.start, arg.end, zone))}
        eventClick={(arg: EventClickArg) => onOpen(arg.event.extendedProps.event as CalendarEvent)}
        eventDrop={(arg: EventDropArg) =>
          onDrop(
            arg.event.extendedProps.event as CalendarEvent,
            instantOfCalendarDate(arg.event.start!, zone),
            arg.revert,
          )
        }
        eventContent={(arg: EventContentArg) => {
          const event = arg.event.extendedProps.event as CalendarEvent;
          // Rendered by React on every change (a moved run keeps its element): the state and time
          // are read here, by the page's tests too.
          return (
            <span
              className={classes.event}
              data-testid="planner-event"
              data-state={event.state}
              data-start={event.start}
              title={`${event.title} · ${t(`planner.states.${event.state}`)}`}
            >
              {arg.view.type === 'dayGridMonth' ? (
                <span className={classes.dot} style={{ background: arg.backgroundColor }} />
              ) : null}
              {arg.timeText ? <span className={classes.time}>{arg.timeText}</span> : null}
              <span className={classes.title}>{event.title}</span>
            </span>
          );
        }}
      />
    </Box>
  );
}
