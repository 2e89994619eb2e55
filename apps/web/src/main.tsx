import { COOKIES } from '@siar/shared';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/AppProviders.tsx';
import { setCookie } from './app/cookies.ts';
import { isDocsHost } from './app/docs-host.ts';
import { initI18n } from './app/i18n.ts';
import { LANGUAGE_COOKIE_OPTIONS, resolveInitialLanguage } from './app/language.ts';
import { preloadRoutes } from './app/lazy-page.tsx';
import { AppRouter, appRoutes } from './app/router.tsx';

/** The docs host's routes are a chunk of their own; the product's never reach it, nor it them. */
async function loadRouter(): Promise<ComponentType> {
  const pathname = window.location.pathname;
  if (!isDocsHost(window.location.hostname)) {
    preloadRoutes(appRoutes, pathname);
    return AppRouter;
  }
  const { DocsRouter, docsRoutes } = await import('./app/docs-router.tsx');
  preloadRoutes(docsRoutes, pathname);
  return DocsRouter;
}

async function startI18n() {
  // Waiting for the first visit's country lookup (bounded) spares a flash of the wrong language.
  // A link into the docs names its reader's language (`lang`); the docs host has no cookie of the product's.
  const linked = isDocsHost(window.location.hostname)
    ? new URLSearchParams(window.location.search).get('lang')
    : null;
  const { language, detected } = await resolveInitialLanguage(document.cookie, undefined, undefined, linked);
  if (detected) setCookie(COOKIES.language, language, LANGUAGE_COOKIE_OPTIONS);
  return initI18n(language);
}

async function start(): Promise<void> {
  // The first page's chunks are fetched while the language's strings arrive, not after.
  const [Router, i18n] = await Promise.all([loadRouter(), startI18n()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <Router />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
