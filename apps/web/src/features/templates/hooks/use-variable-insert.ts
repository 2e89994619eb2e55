import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';

/** Puts `{{name}}` where the body's cursor is (or at its end), and the cursor after it. */
export function useVariableInsert(form: UseFormReturnType<{ name: string; body: string }>) {
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  function insertVariable(name: string) {
    const area = bodyRef.current;
    const body = form.getValues().body;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const text = `{{${name}}}`;
    form.setFieldValue('body', body.slice(0, start) + text + body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + text.length, start + text.length);
    });
  }
  return { bodyRef, insertVariable };
}
