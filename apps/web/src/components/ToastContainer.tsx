import '../app/mantine-styles.ts';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../app/toasts.ts';

/** Where toasts appear: spec section 9's auto-close time and limit. */
export function ToastContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />;
}
