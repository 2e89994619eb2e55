import { vi } from 'vitest';

/** What a stubbed route answers: a status and an optional JSON body (204 has none). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Stubs `fetch` for one test with a table of `'METHOD /path/'` to answers, and records every call
 * so a test can say what the page asked for. A call nobody stubbed fails the test loudly (404
 * with a detail naming it), rather than hanging.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const table = new Map(Object.entries(routes));

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    const answer: FakeAnswer = !handler
      ? { status: 404, body: { detail: `No stub for ${method} ${url.pathname}` } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: text ? { 'Content-Type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    calls,
    /** Changes or adds a route's answer from now on (say, after staff confirmed a payment). */
    set(route: string, handler: Handler) {
      table.set(route, handler);
    },
    /** The calls made to one route. */
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
