import { describe, expect, it } from 'vitest';
import { findRouteMeta, isRouteMeta, routeMeta } from './route-meta.ts';

describe('route meta', () => {
  it('builds the i18n keys from the route name', () => {
    expect(routeMeta('cpanel-dashboard')).toEqual({
      name: 'cpanel-dashboard',
      title: 'routes.cpanel-dashboard.title',
      description: 'routes.cpanel-dashboard.description',
    });
  });

  it('takes the deepest handle that is a route meta', () => {
    const handles = [undefined, routeMeta('home'), { other: true }, routeMeta('cpanel-planner'), null];
    expect(findRouteMeta(handles)?.name).toBe('cpanel-planner');
    expect(findRouteMeta([undefined, { name: 'x' }])).toBeUndefined();
  });

  it('rejects handles missing a field', () => {
    expect(isRouteMeta({ name: 'a', title: 'b' })).toBe(false);
    expect(isRouteMeta('home')).toBe(false);
  });
});
