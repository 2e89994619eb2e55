import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; language=bn; csrftoken=xyz', 'language')).toBe('bn');
    expect(readCookie('a=1; language=bn; csrftoken=xyz', 'csrftoken')).toBe('xyz');
  });

  it('answers undefined when the cookie is absent or the string is empty', () => {
    expect(readCookie('a=1; b=2', 'language')).toBeUndefined();
    expect(readCookie('', 'language')).toBeUndefined();
  });

  it('does not match a cookie whose name only ends with the wanted name', () => {
    expect(readCookie('xlanguage=id; language=my', 'language')).toBe('my');
    expect(readCookie('xlanguage=id', 'language')).toBeUndefined();
  });

  it('decodes encoded values and keeps values containing "="', () => {
    expect(readCookie('token=a%3Db%20c', 'token')).toBe('a=b c');
    expect(readCookie('token=abc==', 'token')).toBe('abc==');
  });

  it('keeps a value that is not valid URI encoding', () => {
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });
});

describe('serializeCookie', () => {
  it('writes the max-age, path and same-site attributes', () => {
    expect(serializeCookie('language', 'id', { maxAge: 157680000 })).toBe(
      'language=id; Max-Age=157680000; Path=/; SameSite=Lax',
    );
  });

  it('encodes the value and adds Secure when asked', () => {
    expect(serializeCookie('x', 'a b;c', { secure: true, path: '/app' })).toBe(
      'x=a%20b%3Bc; Path=/app; SameSite=Lax; Secure',
    );
  });

  it('round-trips through readCookie', () => {
    const written = serializeCookie('sidebar_collapsed', 'true', { maxAge: 10 }).split(';')[0] ?? '';
    expect(readCookie(written, 'sidebar_collapsed')).toBe('true');
  });
});
