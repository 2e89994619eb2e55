/** The auto-replies' query keys: a saved rule refetches the list and its figures. */
export const autoRepliesKeys = {
  all: ['auto-replies'] as const,
  rules: ['auto-replies', 'rules'] as const,
  settings: ['auto-replies', 'settings'] as const,
  conversations: (ruleId: string) => ['auto-replies', 'conversations', ruleId] as const,
};
