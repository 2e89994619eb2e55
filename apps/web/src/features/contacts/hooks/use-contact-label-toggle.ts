import { notifications } from '@mantine/notifications';
import type { Contact } from '@siar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';
import { useContactLabel } from '../../chats/hooks/use-labels.ts';

/**
 * The labels on a contact being edited, each put on or taken off at once (not on the form's save):
 * shown as chosen straight away, set to what the server answers, and back as it was when refused.
 */
export function useContactLabelToggle(contact: Contact) {
  const { t } = useTranslation();
  const mutation = useContactLabel(contact.id);
  const [on, setOn] = useState(() => new Set(contact.labels.map((label) => label.label_id)));

  async function toggle(labelId: string, next: boolean) {
    const before = on;
    setOn((current) => {
      const changed = new Set(current);
      if (next) changed.add(labelId);
      else changed.delete(labelId);
      return changed;
    });
    try {
      const answer = await mutation.mutateAsync({ labelId, on: next });
      setOn(new Set(answer.labels.map((label) => label.label_id)));
    } catch (error) {
      setOn(before);
      notifications.show({ color: 'red', message: apiErrorMessage(t, error, 'contacts.form.labelFailed') });
    }
  }

  return { on, toggle, pending: mutation.isPending ? mutation.variables?.labelId : undefined };
}
