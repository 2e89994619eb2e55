import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, firstErrorMessage } from './api-error.ts';
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
      fetch: async () => jsonResponse(400, { username: ['Username is already taken'] }),
      cookies: () => '',
    });

    const error = await client.post('/api/v1/x/', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ username: ['Username is already taken'] });
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

describe('firstErrorMessage', () => {
  it('prefers detail, then non_field_errors, then the first field', () => {
    expect(firstErrorMessage({ detail: 'Not found.' })).toBe('Not found.');
    expect(firstErrorMessage({ non_field_errors: ['Bad login'] })).toBe('Bad login');
    expect(firstErrorMessage({ email: ['Taken'] })).toBe('Taken');
    expect(firstErrorMessage('<html>')).toBeUndefined();
  });
});

describe('buildUrl', () => {
  it('appends to an existing query string', () => {
    expect(buildUrl('/api/v1/content?x=1', { slug: 'a' })).toBe('/api/v1/content?x=1&slug=a');
    expect(buildUrl('/p', {})).toBe('/p');
  });
});
