import { describe, expect, it } from 'vitest';
import { reachablePages } from './paging.ts';

describe('reachablePages', () => {
  it('offers every page of an exactly counted list, and one page when it is empty', () => {
    expect(reachablePages({ count: 41, count_exact_up_to: 10_000 }, 20)).toBe(3);
    expect(reachablePages({ count: 0, count_exact_up_to: 10_000 }, 20)).toBe(1);
  });

  it('stops at the limit the server pages through when the total is an estimate', () => {
    expect(reachablePages({ count: 1_000_000, count_exact_up_to: 10_000 }, 20)).toBe(500);
    expect(reachablePages({ count: 12, count_exact_up_to: 5 }, 3)).toBe(2);
  });
});
