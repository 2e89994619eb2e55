import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../app/theme.ts';
import { englishResources } from './english-resources.ts';

function englishI18n() {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: englishResources,
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

type Options = {
  /** The address the page opens at (path and query). */
  url?: string;
  /** The route pattern the element is mounted at; other paths render their own path as text. */
  path?: string;
};

/**
 * Renders a screen as the app does (Mantine with the app's theme, toasts and modals, English
 * texts, a fresh QueryClient without retries, a router at `url`), with a user to drive it.
 * Stub `fetch` with `fakeApi` first. Links and navigations to other paths land on a page that
 * shows the path, so a test can see where the user was sent.
 */
export function renderScreen(ui: ReactNode, { url = '/', path }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: path ?? new URL(url, 'http://localhost').pathname, element: ui },
      { path: '*', element: <LandedOn /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <I18nextProvider i18n={englishI18n()}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env="test">
          <Notifications />
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, router, queryClient };
}

function LandedOn() {
  return <p data-testid="landed-on">{useLocation().pathname}</p>;
}
