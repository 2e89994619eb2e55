/**
 * The warmup page's query keys. A live `warmup` event refetches everything under `all`
 * (features/live/live-topic-keys.ts), so the run's progress shows without polling.
 */
export const warmupKeys = {
  all: ['warmup'] as const,
  view: ['warmup', 'view'] as const,
};
