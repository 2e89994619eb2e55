import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// The server answers the API on :3000; the dev server forwards to it so cookies stay same-origin.
const API_TARGET = process.env.SIAR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which source became which chunk: e2e/first-page-weight.spec.ts checks what `/` loads with it.
    manifest: true,
    // Every browser the product supports preloads modules itself: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React changes less often than the app and every page needs it: one chunk, cached across
        // releases. What the first page needs besides is one more chunk. Other libraries follow the
        // pages that import them, so a route's chunks carry only the components it uses (a group for
        // all of Mantine would put the panels' components on every page); small pieces shared by a
        // few routes are merged with a neighbour rather than fetched one request each.
        codeSplitting: {
          groups: [
            // The captcha widget is imported only by the forms that show it: its own chunk, loaded then.
            { name: 'altcha', test: /node_modules[\\/](altcha|hash-wasm)[\\/]/, priority: 40 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
              priority: 30,
            },
            { name: 'shell', tags: ['$initial'], priority: 20 },
            // The login page and what it needs beyond the shell in one chunk: as some twenty small
            // files each paid about 1 kB of response headers, more than the code itself.
            { name: 'login', test: /src[\\/]features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/, priority: 10 },
            // The sign-up page's first step likewise in one chunk (the wizard, its form library, the
            // stepper); its later steps and its rules come when the visitor turns to the form.
            {
              name: 'sign-up',
              test: /src[\\/]features[\\/]onboarding[\\/]pages[\\/]SignUpPage\.tsx$/,
              priority: 10,
            },
            // What both forms show (the public page's frame, text inputs, notices, the messages):
            // fetched once for either, and neither page brings the other's own fields.
            {
              name: 'form-fields',
              test: /(src[\\/](components[\\/]PublicPage\.tsx|features[\\/]auth[\\/]components[\\/]GuestOnly\.tsx|app[\\/]messages\.ts)$)|(@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|Alert)[\\/])|(icons-react[\\/].*[\\/]IconCircleCheck\.mjs$)|(use-uncontrolled\.mjs$)/,
              priority: 15,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ajax': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ajax': { target: API_TARGET, changeOrigin: false },
    },
  },
});
