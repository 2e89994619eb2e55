import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Language } from '@siar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { I18N_INTERPOLATION, I18N_NUMBERS, TimeZoneContext } from '../app/format.ts';
import { theme } from '../app/theme.ts';
import { languageResources } from './language-resources.ts';

function testI18n(language: Language) {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(I18N_NUMBERS)
    .init({
      resources: languageResources(language),
      lng: language,
      fallbackLng: 'en',
      interpolation: I18N_INTERPOLATION,
      initAsync: false,
    });
  return instance;
}

type Options = {
  /** The address the page opens at (path and query). */
  url?: string;
  /** The route pattern the element is mounted at; other paths render their own path as text. */
  path?: string;
  /** The page's language; English by default. */
  language?: Language;
  /** The account's time zone, as the customer panel gives it; the test machine's when left out. */
  timeZone?: string;
};

/**
 * Renders a screen as the app does (Mantine with the app's theme, toasts and modals, the texts of
 * `language` (English by default), a fresh QueryClient without retries, a router at `url`), with a user to drive it.
 * Stub `fetch` with `fakeApi` first. Links and navigations to other paths land on a page that
 * shows the path, so a test can see where the user was sent.
 */
export function renderScreen(ui: ReactNode, { url = '/', path, language = 'en', timeZone }: Options = {}) {
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
    <I18nextProvider i18n={testI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env="test">
          <Notifications />
          <ModalsProvider>
            <TimeZoneContext value={timeZone}>
              <RouterProvider router={router} />
            </TimeZoneContext>
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
