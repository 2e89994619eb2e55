import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a component does when a feature hook's mutation ends (a toast, a reset form): the hook owns
 * the request and the cache, the component only its own reactions, run where they always ran.
 */
export type MutationReactions<TData = unknown, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
