import '../../app/issue-codes.ts';
import { daySpansSchema, type Language, type OpenSpan, type WeeklySpans } from '@siar/shared';
import { firstDayOfWeek } from '../../app/week-start.ts';

// The week editor's values and rules. A time input cannot show 24:00, so an end of 00:00 means
// midnight, the end of the day: the form shows 00:00 where the schedule says 24:00.

export interface DayValues {
  open: boolean;
  spans: OpenSpan[];
}
export interface WeekValues {
  days: DayValues[];
}

/** What a day opened in the editor starts with. */
export const DEFAULT_SPAN: OpenSpan = { start: '09:00', end: '17:00' };

const shownEnd = (end: string) => (end === '24:00' ? '00:00' : end);
const savedEnd = (end: string) => (end === '00:00' ? '24:00' : end);

export function spansForForm(spans: readonly OpenSpan[]): OpenSpan[] {
  return spans.map((span) => ({ start: span.start, end: shownEnd(span.end) }));
}

export function spansFromForm(spans: readonly OpenSpan[]): OpenSpan[] {
  return spans.map((span) => ({ start: span.start, end: savedEnd(span.end) }));
}

export function weekValuesOf(weekly: readonly OpenSpan[][]): WeekValues {
  return {
    days: weekly.map((spans) => ({
      open: spans.length > 0,
      spans: spans.length > 0 ? spansForForm(spans) : [{ ...DEFAULT_SPAN }],
    })),
  };
}

export function weeklyOf(values: WeekValues): WeeklySpans {
  return values.days.map((day) => (day.open ? spansFromForm(day.spans) : [])) as WeeklySpans;
}

/** Error codes of a form's days: by day index, then by the span's path (`0.end`; `''`: the day). */
export type DayErrors = Record<number, Record<string, string>>;

/** The shared rules for one day's spans, as error codes by the span's path (`0.start`, `''`). */
export function dayErrors(spans: readonly OpenSpan[]): Record<string, string> {
  const result = daySpansSchema.safeParse(spansFromForm(spans));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The week's errors (closed days have none); empty when it may be saved. */
export function validateWeek(values: WeekValues): DayErrors {
  const errors: DayErrors = {};
  values.days.forEach((day, index) => {
    const found = day.open ? dayErrors(day.spans) : {};
    if (Object.keys(found).length > 0) errors[index] = found;
  });
  return errors;
}

/** The server's field codes (`weekly.2.0.end`) as the form's day errors; undefined if none names a day. */
export function serverDayErrors(fieldCodes: Record<string, { code: string }[]>): DayErrors | undefined {
  const errors: DayErrors = {};
  for (const [field, refs] of Object.entries(fieldCodes)) {
    const [head, day, ...path] = field.split('.');
    const code = refs[0]?.code;
    if (head !== 'weekly' || day === undefined || !code) continue;
    errors[Number(day)] = { ...errors[Number(day)], [path.join('.')]: code };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The hours "Add hours" offers: two hours from where the day's last span ends, else 09:00-17:00. */
export function nextSpan(spans: readonly OpenSpan[]): OpenSpan {
  const end = spans.at(-1)?.end;
  const hour = end && end !== '00:00' ? Number(end.slice(0, 2)) : Number.NaN;
  if (!end || Number.isNaN(hour) || hour > 21) return { ...DEFAULT_SPAN };
  return { start: end, end: `${String(hour + 2).padStart(2, '0')}${end.slice(2)}` };
}

/** Monday to Friday take this day's spans (open or closed as it is). */
export function copyToWeekdays(values: WeekValues, from: number): WeekValues {
  const source = values.days[from];
  if (!source) return values;
  return {
    days: values.days.map((day, index) =>
      index < 5 ? { open: source.open, spans: source.spans.map((span) => ({ ...span })) } : day,
    ),
  };
}

/** The schedule's day indexes (0 Monday … 6 Sunday) in the order the language's week runs. */
export function dayOrder(language: Language): number[] {
  const first = firstDayOfWeek(language) - 1;
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}
