import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExclamationCircle } from '@tabler/icons-react';

export type Notice = {
  tone: 'error' | 'warning' | 'success';
  /** Already in the visitor's language. */
  text: string;
};

const LOOK = {
  error: { color: 'red', icon: IconExclamationCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  success: { color: 'teal', icon: IconCircleCheck },
} as const;

/** A form's one-line verdict above its button: an error, a warning or a success. */
export function FormNotice({ tone, text }: Notice) {
  const { color, icon: Icon } = LOOK[tone];
  return (
    <Alert color={color} variant="light" icon={<Icon size={20} />} data-tone={tone}>
      {text}
    </Alert>
  );
}
