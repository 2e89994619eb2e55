import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ListTotal, PageWindow } from '../db/paging.ts';
import { AppError } from './errors.ts';

// The HTTP side of long lists (db/paging.ts counts and pages): which page a request may ask for,
// and the answer's shape, `{count, results}` plus whether the count is exact.

declare module 'fastify' {
  interface FastifyInstance {
    /** Lists count exactly and page this far (`LIST_COUNT_LIMIT`). */
    listCountLimit: number;
  }
}

/** `{count, results}`; past `count_exact_up_to` rows, `count` is an estimate and says so. */
export const pagedList = <T extends z.ZodType>(row: T) =>
  z.object({
    count: z.number().int(),
    count_is_estimate: z.boolean(),
    count_exact_up_to: z.number().int(),
    results: z.array(row),
  });

export interface ListWindow extends PageWindow {
  countLimit: number;
}

/** The rows of the asked page; a page that starts past the count limit answers 400 on `page`. */
export function listWindow(request: FastifyRequest, query: { page: number; page_size: number }): ListWindow {
  const countLimit = request.server.listCountLimit;
  const offset = (query.page - 1) * query.page_size;
  if (offset >= countLimit) {
    const lastPage = Math.ceil(countLimit / query.page_size);
    throw AppError.fields({
      page: {
        code: 'page_beyond_limit',
        params: {
          limit: countLimit.toLocaleString('en-US'),
          last_page: lastPage,
          page_size: query.page_size,
        },
      },
    });
  }
  return { limit: query.page_size, offset, countLimit };
}

export function listPage<Row>(total: ListTotal, window: ListWindow, results: Row[]) {
  return {
    count: total.count,
    count_is_estimate: total.isEstimate,
    count_exact_up_to: window.countLimit,
    results,
  };
}
