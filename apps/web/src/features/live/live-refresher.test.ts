import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveRefresher } from './live-refresher.ts';
import { LIVE_TOPIC_KEYS } from './live-topic-keys.ts';

describe('the live refresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers a burst of events with one refetch per query, after the burst', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const refresher = createLiveRefresher(queryClient, LIVE_TOPIC_KEYS, 100);
    for (let i = 0; i < 50; i += 1) refresher.refresh(['campaigns']);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['campaigns'] }], [{ queryKey: ['dashboard'] }]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('waits for a request on its way instead of cancelling it, then asks once more', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (value: number) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: ['campaigns', 'campaign', 'c1'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const refresher = createLiveRefresher(queryClient, LIVE_TOPIC_KEYS, 100);
    refresher.refresh(['campaigns']);
    await vi.advanceTimersByTimeAsync(350);
    expect(invalidate).not.toHaveBeenCalled();
    answer(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['campaigns'] }], [{ queryKey: ['dashboard'] }]]);
    refresher.stop();
  });
});
