import type { AutoReplyRule, AutoReplyRuleInput } from '@siar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autoRepliesKeys } from '../auto-replies.query-keys.ts';
import {
  type AutoReplyRules,
  deleteRule,
  fetchRuleConversations,
  fetchRules,
  fetchSettings,
  reorderRules,
  saveRule,
  saveSettings,
  testMessage,
} from '../auto-replies-api.ts';
import { inputOfRule } from '../rule-form.ts';

export { autoRepliesKeys };

/** The rules in order with their figures; asked again each minute so "last fired" follows. */
export function useRules() {
  return useQuery({ queryKey: autoRepliesKeys.rules, queryFn: fetchRules, refetchInterval: 60_000 });
}

export function useRuleConversations(ruleId: string | null) {
  return useQuery({
    queryKey: autoRepliesKeys.conversations(ruleId ?? ''),
    queryFn: () => fetchRuleConversations(ruleId!),
    enabled: !!ruleId,
  });
}

export function useAutoReplySettings() {
  return useQuery({ queryKey: autoRepliesKeys.settings, queryFn: fetchSettings });
}

function useRefreshRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: autoRepliesKeys.rules });
}

/** Creates a rule, or edits the one named. */
export function useSaveRule() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: ({ ruleId, input }: { ruleId: string | null; input: AutoReplyRuleInput }) =>
      saveRule(ruleId, input),
    onSuccess: refresh,
  });
}

/** Switches a rule on or off at once (the whole rule is saved); a refusal puts it back. */
export function useSwitchRule(onRefused: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rule, enabled }: { rule: AutoReplyRule; enabled: boolean }) =>
      saveRule(rule.rule_id, { ...inputOfRule(rule), enabled }),
    onMutate: async ({ rule, enabled }) => {
      await queryClient.cancelQueries({ queryKey: autoRepliesKeys.rules });
      const previous = queryClient.getQueryData<AutoReplyRules>(autoRepliesKeys.rules);
      if (previous)
        queryClient.setQueryData<AutoReplyRules>(autoRepliesKeys.rules, {
          ...previous,
          results: previous.results.map((r) => (r.rule_id === rule.rule_id ? { ...r, enabled } : r)),
        });
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(autoRepliesKeys.rules, context.previous);
      onRefused(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoRepliesKeys.rules }),
  });
}

/** The new order shows at once; a refusal puts the old one back before `onRefused` says so. */
export function useReorderRules(onRefused: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: AutoReplyRule[]) => reorderRules(next.map((rule) => rule.rule_id)),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: autoRepliesKeys.rules });
      const previous = queryClient.getQueryData<AutoReplyRules>(autoRepliesKeys.rules);
      if (previous)
        queryClient.setQueryData<AutoReplyRules>(autoRepliesKeys.rules, { ...previous, results: next });
      return { previous };
    },
    onSuccess: (answer) => queryClient.setQueryData(autoRepliesKeys.rules, answer),
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(autoRepliesKeys.rules, context.previous);
      onRefused(error);
    },
  });
}

export function useDeleteRule() {
  const refresh = useRefreshRules();
  return useMutation({ mutationFn: (rule: AutoReplyRule) => deleteRule(rule.rule_id), onSuccess: refresh });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => queryClient.setQueryData(autoRepliesKeys.settings, answer),
  });
}

/** The test console's question: nothing is cached, each try asks again. */
export function useTestMessage() {
  return useMutation({ mutationFn: testMessage });
}
