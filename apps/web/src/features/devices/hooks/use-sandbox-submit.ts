import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../app/messages.ts';

/**
 * Sends a form of the sandbox phone: busy while it goes; a refusal the form places itself (under
 * a field, or as a spent QR) is its own, anything else becomes the form's notice.
 */
export function useSandboxSubmit() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (send: () => Promise<void>, placeRefusal: (error: unknown) => boolean) => {
    setNotice(null);
    setSending(true);
    try {
      await send();
    } catch (error) {
      if (!placeRefusal(error)) setNotice(apiErrorMessage(t, error, 'devices.sandboxPhone.failed'));
    } finally {
      setSending(false);
    }
  };
  return { sending, notice, run };
}
