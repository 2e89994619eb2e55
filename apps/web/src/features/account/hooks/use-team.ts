import type { UpdateTeamMember } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../account.query-keys.ts';
import { addTeamMember, fetchTeam, removeTeamMember, updateTeamMember } from '../account-api.ts';

export function useTeam() {
  return useQuery({ queryKey: accountKeys.team, queryFn: fetchTeam });
}

function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.team }),
  });
}

export const useAddTeamMember = () => useTeamMutation(addTeamMember);
export const useUpdateTeamMember = () =>
  useTeamMutation(({ userId, patch }: { userId: string; patch: UpdateTeamMember }) =>
    updateTeamMember(userId, patch),
  );
export const useRemoveTeamMember = () => useTeamMutation(removeTeamMember);
