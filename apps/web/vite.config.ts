import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server answers the API on :3000; the dev server forwards to it so cookies stay same-origin.
const API_TARGET = process.env.SIAR_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // The captcha widget is imported only by the forms that show it: its own chunk, loaded then.
            { name: 'altcha', test: /node_modules[\\/](altcha|hash-wasm)[\\/]/, priority: 40 },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/,
              priority: 30,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
