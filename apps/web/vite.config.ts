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
            // The login page and what it needs beyond the shell (the input fields, the notice) in one
            // chunk: as some twenty small files each paid about 1 kB of response headers, more than
            // the code itself. The sign-up page and the panels' forms share its fields.
            { name: 'login', test: /src[\\/]features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/, priority: 10 },
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
