import { useMemo } from 'react';
import { useChannels, useQuickReplies } from '../../chats/hooks/use-chats.ts';
import { useSelectOptions } from '../../devices/hooks/use-select-options.ts';

export type Choice = { value: string; label: string };

/**
 * What a rule may name: the account's devices, chat channels, content templates, quick replies and
 * contact groups (the panel's select options, the inbox's channels and quick replies).
 */
export function useRuleOptions() {
  const select = useSelectOptions();
  const channels = useChannels();
  const quickReplies = useQuickReplies();
  return useMemo(() => {
    const choices = (items: { id: string; name: string }[] | undefined): Choice[] =>
      (items ?? []).map((item) => ({ value: item.id, label: item.name }));
    const devices = choices(select.data?.wa_devices_options);
    const channelChoices = (channels.data ?? []).map((c) => ({ value: c.channel_id, label: c.name }));
    return {
      loading: select.isPending || channels.isPending || quickReplies.isPending,
      devices,
      /** Devices that can hear a message now come first in the console. */
      connectedDeviceIds: new Set(
        (select.data?.wa_devices_options ?? []).filter((d) => d.state === 'connected').map((d) => d.id),
      ),
      channels: channelChoices,
      templates: choices(select.data?.content_templates_options),
      groups: choices(select.data?.contact_groups_options),
      quickReplies: (quickReplies.data ?? []).map((q) => ({
        value: q.quick_reply_id,
        label: `/${q.shortcut}`,
      })),
      deviceNames: new Map(devices.map((d) => [d.value, d.label])),
      channelNames: new Map(channelChoices.map((c) => [c.value, c.label])),
    };
  }, [
    select.data,
    select.isPending,
    channels.data,
    channels.isPending,
    quickReplies.data,
    quickReplies.isPending,
  ]);
}

export type RuleOptions = ReturnType<typeof useRuleOptions>;
