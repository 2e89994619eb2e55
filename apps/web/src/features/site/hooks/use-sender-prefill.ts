import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useSession } from '../../auth/hooks/use-session.ts';

type ContactValues = { name: string; email: string; message: string };

/**
 * A logged-in customer need not type who they are: their name and email start the form (and
 * come back after a sent message), still theirs to change. Fields already typed in are kept.
 */
export function useSenderPrefill(form: UseFormReturnType<ContactValues>) {
  const customer = useSession().data?.user;
  const senderName = customer && !customer.is_staff ? customer.name : null;
  const senderEmail = customer && !customer.is_staff ? (customer.email ?? '') : null;
  const { setInitialValues, setValues, getValues } = form;
  const prefilledFor = useRef<string | null>(null);
  useEffect(() => {
    if (senderName === null || senderEmail === null) return;
    // Once per sender: a field the customer empties on purpose stays empty.
    const sender = `${senderName}\n${senderEmail}`;
    if (prefilledFor.current === sender) return;
    prefilledFor.current = sender;
    setInitialValues({ name: senderName, email: senderEmail, message: '' });
    const typed = getValues();
    setValues({ name: typed.name || senderName, email: typed.email || senderEmail });
  }, [senderName, senderEmail, setInitialValues, setValues, getValues]);
}
