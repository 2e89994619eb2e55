import { SITE_PATHS } from '@siar/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { languageFromCookies, resolveInitialLanguage } from './language.ts';

function countryResponse(code: string | null): Response {
  return new Response(JSON.stringify({ country_code: code }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

// The client reads the global fetch on every call, so stubbing it reaches the real code path.
const client = createApiClient({ cookies: () => '' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('languageFromCookies', () => {
  it('reads an offered language from the language cookie', () => {
    expect(languageFromCookies('a=1; language=my')).toBe('my');
  });

  it('ignores a missing or unknown language', () => {
    expect(languageFromCookies('')).toBeUndefined();
    expect(languageFromCookies('language=fr')).toBeUndefined();
    expect(languageFromCookies('language=ms')).toBeUndefined();
  });
});

describe('resolveInitialLanguage', () => {
  it('uses the cookie and does not call the country lookup', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    await expect(resolveInitialLanguage('language=bn', client)).resolves.toEqual({
      language: 'bn',
      detected: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['ID', 'id'],
    ['BD', 'bn'],
    ['MM', 'my'],
    ['MY', 'en'],
    ['US', 'en'],
    [null, 'en'],
  ])('on a first visit from %s picks %s', async (code, expected) => {
    const fetchMock = vi.fn(async () => countryResponse(code));
    vi.stubGlobal('fetch', fetchMock);

    await expect(resolveInitialLanguage('', client)).resolves.toEqual({ language: expected, detected: true });
    expect(fetchMock).toHaveBeenCalledWith(
      SITE_PATHS.countryInfo,
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('falls back to English when the lookup answers an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(resolveInitialLanguage('', client)).resolves.toEqual({ language: 'en', detected: true });
  });

  it('falls back to English when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(resolveInitialLanguage('language=xx', client)).resolves.toEqual({
      language: 'en',
      detected: true,
    });
  });

  it('falls back to English when the lookup takes too long', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    await expect(resolveInitialLanguage('', client, 20)).resolves.toEqual({ language: 'en', detected: true });
  });
});
