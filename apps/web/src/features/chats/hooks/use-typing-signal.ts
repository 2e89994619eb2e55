import { useCallback, useEffect, useRef } from 'react';
import { sendTyping } from '../chats-api.ts';

/** WhatsApp drops "typing…" after a while: it is sent again this often while one keeps typing. */
const REPEAT_MS = 8_000;
/** No key for this long: the contact stops seeing "typing…". */
const IDLE_MS = 5_000;

/**
 * Tells the contact that someone is writing an answer: `typed()` on every change, `stopped()` on
 * send. Failures are ignored: "typing…" is a courtesy, not worth an error on the page.
 */
export function useTypingSignal(conversationId: string) {
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    void sendTyping(conversationId, false).catch(() => undefined);
  }, [conversationId]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current > REPEAT_MS) {
      lastSent.current = now;
      void sendTyping(conversationId, true).catch(() => undefined);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, IDLE_MS);
  }, [conversationId, stopped]);

  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
}
