import { notifications } from '@mantine/notifications';

/** A red toast; one with an id shows once while it is on screen (a blur and a Next asking alike). */
export function toastError(message: string, id?: string) {
  notifications.show({ color: 'red', message, id });
}
