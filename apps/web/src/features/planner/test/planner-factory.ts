import type { CalendarEvent, PlannerCalendar, Series } from '@siar/shared';

/** A weekly series as the API answers it: Mondays at 09:00 in Jakarta, with one run done. */
export function series(values: Partial<Series> = {}): Series {
  return {
    id: 's1',
    name: 'Monday promo',
    status: 'active',
    template_id: 't1',
    template_name: 'Promo March',
    groups: [{ id: 'g1', name: 'Customers' }],
    devices: [{ id: 'd1', name: 'Kasir' }],
    rrule: 'FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO',
    starts_at: '2030-01-07T02:00:00.000Z',
    time_zone: 'Asia/Jakarta',
    repeat: 'weekly',
    interval: 1,
    days: ['MO'],
    month_day: null,
    week: null,
    weekday: null,
    time_of_day: '09:00',
    start_date: '2030-01-07',
    ends: 'never',
    until_date: null,
    count: null,
    min_delay_seconds: 20,
    max_delay_seconds: 60,
    typing: true,
    daily_cap_per_device: 200,
    window_start: null,
    window_end: null,
    skip_not_on_whatsapp: false,
    within_business_hours: false,
    next_runs: ['2030-01-14T02:00:00.000Z'],
    recipients_estimate: 250,
    runs: [
      {
        occurs_at: '2030-01-07T02:00:00.000Z',
        run_at: '2030-01-07T02:00:00.000Z',
        state: 'started',
        campaign: {
          id: 'c1',
          name: 'Monday promo · 2030-01-07',
          status: 'completed',
          total_recipients: 250,
          counts: { queued: 0, sending: 0, sent: 0, delivered: 240, read: 0, failed: 10, skipped: 0 },
          progress: 100,
        },
      },
    ],
    created_at: '2030-01-01T00:00:00.000Z',
    ...values,
  };
}

export function event(values: Partial<CalendarEvent> & { id: string; start: string }): CalendarEvent {
  return {
    series_id: 's1',
    title: 'Monday promo',
    occurs_at: values.start,
    state: 'planned',
    campaign: null,
    recipients: 250,
    device_ids: ['d1'],
    editable: true,
    ...values,
  };
}

export function feed(values: Partial<PlannerCalendar> = {}): PlannerCalendar {
  return {
    time_zone: 'Asia/Jakarta',
    events: [],
    load: [],
    ...values,
  };
}
