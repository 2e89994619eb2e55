import { describe, expect, it } from 'vitest';
import { fillPath } from './fill-path.ts';

describe('fillPath', () => {
  it('fills every parameter of a contract path, URL-encoded', () => {
    expect(fillPath('/api/v1/x/:a/y/:b/', { a: '1', b: 'p/q r' })).toBe('/api/v1/x/1/y/p%2Fq%20r/');
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/api/v1/x/', {})).toBe('/api/v1/x/');
  });
});
