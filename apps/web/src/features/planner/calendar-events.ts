import type { EventInput } from '@fullcalendar/core';
import { type CalendarEvent, type CalendarEventState, floatingOf, instantOfFloating } from '@siar/shared';

// The calendar runs on UTC with every time given as the account's wall clock ("floating": UTC
// fields that are the clock in its zone), so it shows the account's time wherever the browser is;
// a dropped event's floating start is made the instant it is in the zone again.

/** Each state's colour (Mantine palette names). */
export const STATE_COLORS: Record<CalendarEventState, string> = {
  planned: 'blue',
  paused: 'gray',
  moved: 'violet',
  skipped: 'gray',
  started: 'teal',
  missed: 'red',
  campaign: 'orange',
};

/** A campaign that ended badly shows red even though its run started. */
export function colorOf(event: CalendarEvent): string {
  if (event.state === 'started' && event.campaign?.status === 'cancelled') return 'red';
  return STATE_COLORS[event.state];
}

export function toCalendarInput(event: CalendarEvent, zone: string): EventInput {
  const color = `var(--mantine-color-${colorOf(event)}-6)`;
  return {
    id: event.id,
    title: event.title,
    start: floatingOf(new Date(event.start), zone),
    allDay: false,
    editable: event.editable && event.state !== 'skipped',
    backgroundColor: color,
    borderColor: color,
    classNames: [`planner-${event.state}`],
    extendedProps: { event },
  };
}

/** The instant a calendar date (floating, on the account's clock) is. */
export function instantOfCalendarDate(date: Date, zone: string): Date {
  return instantOfFloating(date, zone);
}

/** The range the view shows, as instants for the feed. */
export function rangeOfView(start: Date, end: Date, zone: string) {
  return {
    from: instantOfFloating(start, zone).toISOString(),
    to: new Date(instantOfFloating(end, zone).getTime() - 1).toISOString(),
  };
}
