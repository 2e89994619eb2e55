import { describe, expect, it } from 'vitest';
import { docsContentHref, docsOrigin, isDocsHost } from './docs-host.ts';

describe('isDocsHost', () => {
  it('recognises docs and tdocs as the first label', () => {
    expect(isDocsHost('docs.siar.id')).toBe(true);
    expect(isDocsHost('tdocs.siar.id')).toBe(true);
    expect(isDocsHost('docs.localhost')).toBe(true);
    expect(isDocsHost('DOCS.Siar.ID')).toBe(true);
  });

  it('rejects other hosts, including ones that merely contain docs', () => {
    expect(isDocsHost('siar.id')).toBe(false);
    expect(isDocsHost('www.siar.id')).toBe(false);
    expect(isDocsHost('localhost')).toBe(false);
    expect(isDocsHost('127.0.0.1')).toBe(false);
    expect(isDocsHost('mydocs.siar.id')).toBe(false);
    expect(isDocsHost('docs-staging.siar.id')).toBe(false);
    expect(isDocsHost('app.docs.siar.id')).toBe(false);
  });

  it('does not treat a bare "docs" machine name as the docs site', () => {
    expect(isDocsHost('docs')).toBe(false);
  });
});

describe('docsOrigin', () => {
  it('points from the product host to its docs host', () => {
    expect(docsOrigin({ protocol: 'https:', hostname: 'www.siar.id', port: '' })).toBe(
      'https://docs.siar.id',
    );
    expect(docsOrigin({ protocol: 'https:', hostname: 'siar.id', port: '' })).toBe('https://docs.siar.id');
  });

  it('stays on a docs host and keeps the port in development', () => {
    expect(docsOrigin({ protocol: 'http:', hostname: 'localhost', port: '5173' })).toBe(
      'http://docs.localhost:5173',
    );
    expect(docsOrigin({ protocol: 'http:', hostname: 'tdocs.localhost', port: '5173' })).toBe(
      'http://tdocs.localhost:5173',
    );
  });

  it('sends a product reached by IP address to docs.localhost', () => {
    expect(docsOrigin({ protocol: 'http:', hostname: '127.0.0.1', port: '3000' })).toBe(
      'http://docs.localhost:3000',
    );
    expect(docsOrigin({ protocol: 'http:', hostname: '[::1]', port: '3000' })).toBe(
      'http://docs.localhost:3000',
    );
  });
});

describe('docsContentHref', () => {
  it('links the docs-content route with its section, content and the reader language', () => {
    const href = docsContentHref(
      { protocol: 'https:', hostname: 'siar.id', port: '' },
      { lang: 'bn', section_slug: 'devices', content_slug: 'pairing-a-device' },
    );
    expect(href).toBe('https://docs.siar.id/devices/pairing-a-device?lang=bn');
  });
});
