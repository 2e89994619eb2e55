import { useSearchParams } from 'react-router';

/**
 * The inbox's place in the address: the channel (`channel`) and the open conversation (`c`), so a
 * reload or a shared link opens the same place. Picking a channel replaces the entry; opening a
 * conversation adds one, so Back closes it.
 */
export function useChatAddress() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: 'channel' | 'c', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'channel' },
    );
  return {
    channelId: params.get('channel'),
    conversationId: params.get('c'),
    setChannel: (id: string | null) => setParam('channel', id),
    setConversation: (id: string | null) => setParam('c', id),
  };
}

export type ChatAddress = ReturnType<typeof useChatAddress>;
