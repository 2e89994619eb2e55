/**
 * The templates feature's query keys. A template's move (saved, trashed, restored, deleted) changes
 * both lists and the panel's select options, so mutations invalidate `all` and the options.
 */
export const templatesKeys = {
  all: ['templates'] as const,
  list: (list: 'live' | 'trash', page: number, search: string) => ['templates', list, page, search] as const,
  variables: ['templates', 'variables'] as const,
};
