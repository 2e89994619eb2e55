import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toasts.ts';

type Props = {
  i18n: I18n;
  children: ReactNode;
};

export function AppProviders({ i18n, children }: Props) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
