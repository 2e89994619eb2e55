import './first-page-styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '../components/Toasts.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

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
          <Toasts />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
