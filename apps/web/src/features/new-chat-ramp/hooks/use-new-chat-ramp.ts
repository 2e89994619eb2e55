import type { RampStep } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newChatRampKeys } from '../new-chat-ramp.query-keys.ts';
import { fetchNewChatRamp, saveNewChatRamp } from '../new-chat-ramp-api.ts';

export function useNewChatRamp(enabled = true) {
  return useQuery({ queryKey: newChatRampKeys.ramp, queryFn: fetchNewChatRamp, enabled });
}

export function useSaveNewChatRamp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (steps: RampStep[]) => saveNewChatRamp(steps),
    onSuccess: (answer) => client.setQueryData(newChatRampKeys.ramp, answer),
  });
}
