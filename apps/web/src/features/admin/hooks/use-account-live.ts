import { LIVE_PATHS } from '@siar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveSocket, liveSocketUrl } from '../../live/live-socket.ts';
import { staffDeviceKeys } from '../admin.query-keys.ts';

/**
 * Staff hear one customer's live events while they pair a device for that account (the server
 * lets staff name it): each devices event, and a reconnection, ask the device again, so a new QR
 * and the connection show as they happen. The admin panel keeps no socket open otherwise.
 */
export function useAccountLive(accountId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: staffDeviceKeys.all });
    return connectLiveSocket({
      url: liveSocketUrl(`${LIVE_PATHS.events}?account_id=${encodeURIComponent(accountId)}`),
      topics: ['devices'],
      onEvent: refresh,
      onReconnected: refresh,
    });
  }, [accountId, queryClient]);
}
