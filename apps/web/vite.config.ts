import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pureDomainSchemas } from './build/pure-domain-schemas.ts';

// The server owns these paths; in `vite dev` and `vite preview` they are forwarded to it.
const SERVER = 'http://localhost:8080';
const proxy = {
  '/api': SERVER,
  '/live': { target: SERVER, ws: true },
  '/fwfFallback.json': SERVER,
  '/version.json': SERVER,
};

export default defineConfig({
  plugins: [react(), pureDomainSchemas()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.mjs reads the manifest to find what the landing page loads up front.
    manifest: true,
    // Prints the gzip size of every chunk after the build.
    reportCompressedSize: true,
    // Everything the entry imports statically in one chunk ('app'): split as Rolldown splits by
    // default, it was about forty files of 1–9 KB, and a phone on a slow network paid a round
    // trip for each (Lighthouse: 45 requests instead of 90 on /, 16 KB less; the signed-in pages
    // score 8 points more). Pages and features stay lazy chunks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
