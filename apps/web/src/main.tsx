import { COOKIES } from '@siar/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { setCookie } from './app/cookies.ts';
import { isDocsHost } from './app/docs-host.ts';
import { createDocsRouter } from './app/docs-router.tsx';
import { initI18n } from './app/i18n.ts';
import { LANGUAGE_COOKIE_OPTIONS, resolveInitialLanguage } from './app/language.ts';
import { createAppRouter } from './app/router.tsx';

async function start(): Promise<void> {
  // Waiting for the first visit's country lookup (bounded) spares a flash of the wrong language.
  const { language, detected } = await resolveInitialLanguage(document.cookie);
  if (detected) setCookie(COOKIES.language, language, LANGUAGE_COOKIE_OPTIONS);
  const i18n = await initI18n(language);

  const router = isDocsHost(window.location.hostname) ? createDocsRouter() : createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
