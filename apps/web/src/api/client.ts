import { COOKIES, CSRF_HEADER } from '@siar/shared';
import { readCookie } from '../app/cookies.ts';
import { ApiError } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ClientDeps {
  /** Looked up on every call so tests can stub the global `fetch`. */
  fetch?: typeof fetch;
  /** The current `document.cookie` string; the CSRF token is read from it. */
  cookies?: () => string;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(deps: ClientDeps = {}) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // A FormData body (an upload) sets its own multipart type and boundary.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (UNSAFE_METHODS.has(method)) {
      const cookies = deps.cookies ? deps.cookies() : document.cookie;
      const token = readCookie(cookies, COOKIES.csrf);
      if (token) headers[CSRF_HEADER] = token;
    }

    const doFetch = deps.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(buildUrl(path, options.query), {
        method,
        headers,
        credentials: 'same-origin',
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      // An abort is the caller's own decision, not a network failure to report.
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, null, 'Network error or server unavailable.');
    }

    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    return body as T;
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client every feature uses: same origin, cookies sent, CSRF header on unsafe methods. */
export const api: ApiClient = createApiClient();
