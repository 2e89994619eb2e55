import type { DashboardStats } from '@siar/shared';

/** An account with two devices, some chats today and a few campaigns over the last 14 days. */
export function dashboardStats(): DashboardStats {
  const days = Array.from({ length: 14 }, (_, index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    sent: index === 13 ? 40 : 0,
    delivered: index === 13 ? 30 : 0,
    read: index === 13 ? 20 : 0,
    failed: index === 13 ? 2 : 0,
  }));
  return {
    devices_info: {
      total: 3,
      connected: 2,
      disconnected: 1,
      devices: [
        { id: 'd1', name: 'Kasir', state: 'connected', sent_today: 1234 },
        { id: 'd2', name: 'Gudang', state: 'connected', sent_today: 56 },
        { id: 'd3', name: 'Lama', state: 'disconnected', sent_today: 0 },
      ],
    },
    realtime_chat_info: {
      incoming_today: 87,
      unanswered_today: 5,
      open_conversations: 12,
      unanswered_conversations: 4,
      longest_wait_seconds: 3720,
      responses_7d: 40,
      avg_response_seconds_7d: 95,
      median_response_seconds_7d: 42,
    },
    campaigns_info: {
      total: 4,
      by_status: { draft: 1, scheduled: 0, running: 1, paused: 0, completed: 2, cancelled: 0 },
    },
    campaigns_stats: {
      days,
      campaigns: [
        {
          id: 'c1',
          name: 'Ramadan promo',
          status: 'completed',
          total: 100,
          sent: 40,
          delivered: 30,
          read: 20,
          failed: 2,
          skipped: 8,
        },
      ],
    },
  };
}
