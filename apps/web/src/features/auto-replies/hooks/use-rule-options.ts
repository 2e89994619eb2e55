import { useMemo } from 'react';
import { useInboxMembers } from '../../chats/hooks/use-assignment.ts';
import { useChannels, useQuickReplies } from '../../chats/hooks/use-chats.ts';
import { useLabels } from '../../chats/hooks/use-labels.ts';
import { useSelectOptions } from '../../devices/hooks/use-select-options.ts';

export type Choice = { value: string; label: string };

/**
 * What a rule may name: the account's devices, chat channels, content templates, quick replies,
 * contact groups, labels and members (the panel's select options; the inbox's channels, quick
 * replies, labels and members).
 */
export function useRuleOptions() {
  const select = useSelectOptions();
  const channels = useChannels();
  const quickReplies = useQuickReplies();
  const labels = useLabels();
  const members = useInboxMembers();
  return useMemo(() => {
    const choices = (items: { id: string; name: string }[] | undefined): Choice[] =>
      (items ?? []).map((item) => ({ value: item.id, label: item.name }));
    const devices = choices(select.data?.wa_devices_options);
    const channelChoices = (channels.data ?? []).map((c) => ({ value: c.channel_id, label: c.name }));
    return {
      // Labels and members are extras: a rule is still editable when they fail to load.
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
      labels: (labels.data ?? []).map((l) => ({ value: l.label_id, label: l.name })),
      members: choices(members.data),
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
    labels.data,
    members.data,
  ]);
}

export type RuleOptions = ReturnType<typeof useRuleOptions>;
