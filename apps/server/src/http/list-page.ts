import type { FastifyRequest } from 'fastify';
import type { ListTotal, PageWindow } from '../db/paging.ts';
import { AppError } from './errors.ts';

// The HTTP side of lists (db/paging.ts counts and pages long ones): which page a request may ask
// for, and the answer `{count, results}` plus whether the count is exact (shapes: shared paging.ts).

declare module 'fastify' {
  interface FastifyInstance {
    /** Lists count exactly and page this far (`LIST_COUNT_LIMIT`). */
    listCountLimit: number;
  }
}

/** The rows of a short list's page, which is counted exactly and has no limit. */
export function pageWindow(query: { page: number; page_size: number }): PageWindow {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

export interface ListWindow extends PageWindow {
  countLimit: number;
}

/** The rows of the asked page; a page that starts past the count limit answers 400 on `page`. */
export function listWindow(request: FastifyRequest, query: { page: number; page_size: number }): ListWindow {
  const countLimit = request.server.listCountLimit;
  const window = pageWindow(query);
  if (window.offset >= countLimit) {
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
  return { ...window, countLimit };
}

export function listPage<Row>(total: ListTotal, window: ListWindow, results: Row[]) {
  return {
    count: total.count,
    count_is_estimate: total.isEstimate,
    count_exact_up_to: window.countLimit,
    results,
  };
}
