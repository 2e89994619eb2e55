import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { templatesKeys } from '../templates.query-keys.ts';
import { fetchTemplates, fetchTemplateVariables } from '../templates-api.ts';

/** A page of the live templates or of the trash, searched by name. */
export function useTemplates(list: 'live' | 'trash', page: number, search: string) {
  return useQuery({
    queryKey: templatesKeys.list(list, page, search),
    queryFn: () => fetchTemplates(list, page, search),
    placeholderData: keepPreviousData,
  });
}

/** The variables a template may use: the built-ins and the account's custom fields. */
export function useTemplateVariables() {
  return useQuery({ queryKey: templatesKeys.variables, queryFn: fetchTemplateVariables });
}
