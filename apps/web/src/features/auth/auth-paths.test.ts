import { describe, expect, it } from 'vitest';
import { homePathFor, loginPathReturningTo, safeNextPath } from './auth-paths.ts';

describe('homePathFor', () => {
  it('sends staff to the admin panel and customers to theirs', () => {
    expect(homePathFor({ is_staff: true })).toBe('/apanel/dashboard');
    expect(homePathFor({ is_staff: false })).toBe('/app/c/dashboard');
    expect(homePathFor(null)).toBe('/app/c/dashboard');
    // Team members work in chats; the dashboard is the owner's.
    expect(homePathFor({ is_staff: false, role: 'agent' })).toBe('/app/c/wa-chats');
    expect(homePathFor({ is_staff: false, role: 'owner' })).toBe('/app/c/dashboard');
  });
});

describe('safeNextPath', () => {
  it('keeps paths of this site', () => {
    expect(safeNextPath('/app/c/contacts?page=2#x')).toBe('/app/c/contacts?page=2#x');
    expect(safeNextPath('/apanel/customer/payments')).toBe('/apanel/customer/payments');
  });

  it('drops other origins, empty values and loops', () => {
    for (const next of [null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(safeNextPath(next)).toBeUndefined();
    }
    expect(safeNextPath('/login?next=/x')).toBeUndefined();
    expect(safeNextPath('/logout')).toBeUndefined();
  });
});

describe('loginPathReturningTo', () => {
  it('encodes the way back', () => {
    expect(loginPathReturningTo('/app/c/contacts?page=2')).toBe(
      '/login?next=%2Fapp%2Fc%2Fcontacts%3Fpage%3D2',
    );
  });
});
