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
  },
  server: { proxy },
  preview: { proxy },
});
