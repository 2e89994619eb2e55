import type { Series } from '@siar/shared';
import type { TFunction } from 'i18next';
import { toBurmeseDigits } from '../../app/burmese-dates.ts';

/** "Weekly on Mon, Wed at 09:00, 10 times" in the language, from the series' rule fields. */
export function ruleSummary(t: TFunction, series: Series, language: string): string {
  const days = series.days.map((day) => t(`planner.weekdays.${day}`)).join(', ');
  const n = series.interval;
  let rule: string;
  if (series.repeat === 'daily')
    rule = n > 1 ? t('planner.rule.dailyN', { count: n }) : t('planner.rule.daily');
  else if (series.repeat === 'weekdays') rule = t('planner.rule.weekdays');
  else if (series.repeat === 'weekly')
    rule = n > 1 ? t('planner.rule.weeklyN', { count: n, days }) : t('planner.rule.weekly', { days });
  else if (series.repeat === 'monthly_day')
    rule =
      series.month_day === -1
        ? t('planner.rule.monthlyLastDay')
        : t('planner.rule.monthlyDay', { day: series.month_day });
  else
    rule = t('planner.rule.monthlyWeekday', {
      week: t(`planner.weeks.${series.week ?? 1}`),
      weekday: t(`planner.weekdaysLong.${series.weekday ?? 'MO'}`),
    });
  const time = language === 'my' ? toBurmeseDigits(series.time_of_day) : series.time_of_day;
  const parts = [t('planner.rule.at', { rule, time })];
  if (series.ends === 'on_date' && series.until_date) {
    const date = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium' }).format(
      new Date(`${series.until_date}T00:00:00Z`),
    );
    parts.push(t('planner.rule.untilDate', { date }));
  }
  if (series.ends === 'after_count') parts.push(t('planner.rule.count', { count: series.count ?? 0 }));
  return parts.join(', ');
}
