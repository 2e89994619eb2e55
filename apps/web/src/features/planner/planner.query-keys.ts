/**
 * The planner's query keys. They sit under the campaigns' prefix on purpose: a live `campaigns`
 * event (a run started, a message sent) invalidates `['campaigns']`, so the calendar's states and
 * results move without a live topic or polling of their own.
 */
export const plannerKeys = {
  all: ['campaigns', 'planner'] as const,
  series: ['campaigns', 'planner', 'series'] as const,
  calendar: (from: string, to: string) => ['campaigns', 'planner', 'calendar', from, to] as const,
  preview: (body: unknown) => ['campaigns', 'planner', 'preview', body] as const,
};
