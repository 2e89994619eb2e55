import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Most visits show no toast: the container (and its transition and scroll-lock code) is fetched
// with the first one. Toasts shown before it arrives wait in the store and appear with it.
const ToastContainer = lazy(() =>
  import('./ToastContainer.tsx').then((module) => ({ default: module.ToastContainer })),
);

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
