import type { ContactListParams } from './contacts-api.ts';

export const contactsKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  list: (params: ContactListParams) => ['contacts', 'list', params] as const,
  groups: ['contacts', 'groups'] as const,
  groupPage: (page: number) => ['contacts', 'groups', page] as const,
  import: (importId: string) => ['contacts', 'import', importId] as const,
};
