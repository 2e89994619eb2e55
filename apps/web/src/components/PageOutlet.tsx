import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './PageLoader.tsx';

type Props = {
  /** Fill the window: for the root, where no layout has been drawn yet. */
  fullScreen?: boolean;
};

/** The child route, with a loader in its place while its chunk is on its way. */
export function PageOutlet({ fullScreen = false }: Props) {
  return (
    <Suspense fallback={<PageLoader fullScreen={fullScreen} />}>
      <Outlet />
    </Suspense>
  );
}
