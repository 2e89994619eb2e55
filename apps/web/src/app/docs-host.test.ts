import { describe, expect, it } from 'vitest';
import { docsOrigin, isDocsHost, mainOrigin } from './docs-host.ts';

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

describe('docsOrigin and mainOrigin', () => {
  it('points from the product host to its docs host and back', () => {
    const main = { protocol: 'https:', hostname: 'www.siar.id', port: '' };
    expect(docsOrigin(main)).toBe('https://docs.siar.id');
    expect(mainOrigin({ protocol: 'https:', hostname: 'docs.siar.id', port: '' })).toBe('https://siar.id');
  });

  it('keeps the port in development', () => {
    const local = { protocol: 'http:', hostname: 'localhost', port: '5173' };
    expect(docsOrigin(local)).toBe('http://docs.localhost:5173');
    expect(mainOrigin({ ...local, hostname: 'tdocs.localhost' })).toBe('http://localhost:5173');
  });
});
