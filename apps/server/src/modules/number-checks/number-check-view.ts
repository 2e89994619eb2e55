import type { NumberAnswer, NumberCheck, NumberCheckResult, NumberCheckWait } from '@siar/shared';
import type { NumberCheckRow } from './number-checks.repo.ts';

// Rows as the contract's answers.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toNumberCheck(row: NumberCheckRow, waiting: NumberCheckWait | null): NumberCheck {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    total: row.total,
    checked: row.checked,
    on_whatsapp: row.onWhatsapp,
    not_on_whatsapp: row.notOnWhatsapp,
    waiting,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}

export function toNumberAnswer(item: {
  phone: string;
  result: NumberCheckResult | null;
  checkedAt: Date | null;
}): NumberAnswer {
  const answered = item.result !== null;
  return {
    number: item.phone,
    on_whatsapp: answered ? item.result === 'on_whatsapp' : null,
    // A claimed number's date is when it was asked; it has no answer yet.
    checked_at: answered ? iso(item.checkedAt) : null,
  };
}
