import { COOKIES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@siar/shared';
import type { FastifyRequest } from 'fastify';

/** The interface language the visitor chose (the `language` cookie), English otherwise. */
export function requestLanguage(request: FastifyRequest): Language {
  const value = request.cookies[COOKIES.language];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
