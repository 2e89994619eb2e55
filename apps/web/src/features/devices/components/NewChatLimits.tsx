import { Text } from '@mantine/core';
import type { Device } from '@siar/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../app/format.ts';

/**
 * WhatsApp's limits on a number's new chats, while one holds: its reach-out lock (new chats wait
 * until it ends, replies still go) and its cap on new chats in the current cycle.
 */
export function NewChatLimits({ device }: { device: Device }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const cap = device.whatsapp_new_chat_cap;
  if (!device.new_chats_locked_until && !cap) return null;
  return (
    <>
      {device.new_chats_locked_until ? (
        <Text size="xs" c="orange.8" maw={260} data-testid="reach-out-lock">
          {t('devices.limits.locked', { time: formats.dateTime(device.new_chats_locked_until) })}
        </Text>
      ) : null}
      {cap ? (
        <Text
          size="xs"
          c={cap.used >= cap.total ? 'orange.8' : 'dimmed'}
          maw={260}
          data-testid="new-chat-cap"
        >
          {cap.ends_at
            ? t('devices.limits.cap', {
                used: cap.used,
                total: cap.total,
                time: formats.dateTime(cap.ends_at),
              })
            : t('devices.limits.capNoEnd', { used: cap.used, total: cap.total })}
        </Text>
      ) : null}
    </>
  );
}
