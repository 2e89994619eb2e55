import type { RouteName } from './route-names.ts';
import { useRouteHandles } from './route-table.tsx';

/** A route's `handle`: its name and the i18n keys of its title and meta description. */
export interface RouteMeta {
  name: RouteName;
  title: string;
  description: string;
}

export function routeMeta(name: RouteName): RouteMeta {
  return { name, title: `routes.${name}.title`, description: `routes.${name}.description` };
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  if (typeof handle !== 'object' || handle === null) return false;
  const { name, title, description } = handle as Record<string, unknown>;
  return typeof name === 'string' && typeof title === 'string' && typeof description === 'string';
}

/** The meta of the deepest matched route that has one. */
export function findRouteMeta(handles: readonly unknown[]): RouteMeta | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index];
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}

export function useRouteMeta(): RouteMeta | undefined {
  return findRouteMeta(useRouteHandles());
}
