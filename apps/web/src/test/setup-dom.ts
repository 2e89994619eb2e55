import '@testing-library/jest-dom/vitest';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait for what the user would see; on a busy shared machine that may
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// What Mantine asks of the browser and the simulated DOM lacks: media queries (all false, so
// components take their wide-screen layout) and element resizing.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = ResizeObserverStub;

// Autosizing text areas listen for web fonts to finish loading.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Mantine scrolls the active option of a combobox into view.
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  // Toasts and confirm dialogs live in module-wide stores: one test's must not reach the next.
  notifications.clean();
  modals.closeAll();
  cleanup();
  vi.unstubAllGlobals();
});
