import { Stack } from '@mantine/core';
import type { ErrorRef } from '@siar/shared';
import { useTranslateMessage } from '../../../app/messages.ts';

/** A field's errors, one line each (a body can break several rules at once). */
export function ErrorTexts({ refs }: { refs: ErrorRef[] }) {
  const translate = useTranslateMessage();
  return (
    <Stack gap={2} component="span">
      {refs.map((ref) => (
        <span key={`${ref.code}-${JSON.stringify(ref.params)}`}>{translate(ref)}</span>
      ))}
    </Stack>
  );
}
