import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { buildUrl, createApiClient } from './client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the csrftoken cookie as X-CSRFTOKEN on unsafe methods', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { ok: true }));
    const client = createApiClient({ fetch: fetchMock, cookies: () => 'language=en; csrftoken=tok123' });

    await client.post('/api/v1/things/', { name: 'a' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"a"}');
    expect(init.headers).toMatchObject({ 'x-csrftoken': 'tok123', 'Content-Type': 'application/json' });
  });

  it('sends a FormData body (a file upload) as it is, leaving the multipart type to fetch', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { ok: true }));
    const client = createApiClient({ fetch: fetchMock, cookies: () => 'csrftoken=tok123' });
    const form = new FormData();
    form.append('file', new Blob(['phone\n+6281234567890']), 'contacts.csv');

    await client.post('/api/v1/uploads/', form);

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ 'x-csrftoken': 'tok123' });
  });

  it('does not send the CSRF header on GET', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    const client = createApiClient({ fetch: fetchMock, cookies: () => 'csrftoken=tok123' });

    await client.get('/api/v1/things/', { query: { page: 2, search: 'x y', empty: undefined } });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things/?page=2&search=x+y');
    expect(init.headers).not.toHaveProperty('x-csrftoken');
  });

  it('uses the global fetch when none is injected', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { country_code: 'ID' }));
    vi.stubGlobal('fetch', fetchMock);

    const body = await createApiClient({ cookies: () => '' }).get('/ajax/get-country-info/');

    expect(body).toEqual({ country_code: 'ID' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('throws an ApiError with the status and parsed body', async () => {
    const client = createApiClient({
      fetch: async () =>
        jsonResponse(400, {
          username: ['Username is already taken'],
          field_codes: { username: [{ code: 'username_taken' }] },
        }),
      cookies: () => '',
    });

    const error = await client.post('/api/v1/x/', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldCodes).toEqual({ username: [{ code: 'username_taken' }] });
    expect((error as ApiError).reason).toEqual({ code: 'username_taken' });
    expect((error as ApiError).message).toBe('Username is already taken');
  });

  it('answers undefined for 204', async () => {
    const client = createApiClient({
      fetch: async () => new Response(null, { status: 204 }),
      cookies: () => '',
    });
    await expect(client.get('/api/v1/pending/')).resolves.toBeUndefined();
  });

  it('reports a failed connection as a network ApiError', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      cookies: () => '',
    });

    const error = (await client.get('/api/v1/x/').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });
});

describe('ApiError.reason', () => {
  it('prefers the detail’s code, then non_field_errors, then the first field; none for a page', () => {
    expect(new ApiError(404, { detail: 'Not found.', code: 'payment_not_found' }).reason).toEqual({
      code: 'payment_not_found',
      params: undefined,
    });
    const fields = { email: [{ code: 'email_taken' }], non_field_errors: [{ code: 'invalid_credentials' }] };
    expect(new ApiError(400, { field_codes: fields }).reason).toEqual({ code: 'invalid_credentials' });
    expect(new ApiError(400, { field_codes: { email: [{ code: 'email_taken' }] } }).reason).toEqual({
      code: 'email_taken',
    });
    expect(new ApiError(502, '<html>').reason).toBeUndefined();
    expect(new ApiError(400, { detail: 'x', code: 'not-a-known-code' }).reason).toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('appends to an existing query string', () => {
    expect(buildUrl('/api/v1/content?x=1', { slug: 'a' })).toBe('/api/v1/content?x=1&slug=a');
    expect(buildUrl('/p', {})).toBe('/p');
  });
});
