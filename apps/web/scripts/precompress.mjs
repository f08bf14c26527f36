#!/usr/bin/env node
// After `vite build`: every text asset of dist/assets gets its brotli (.br) and gzip (.gz) twin,
// compressed once at the highest levels, so the server sends them by content negotiation without
// compressing anything per request. Node's own zlib; no dependencies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text. Fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map|wasm)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;

const dist = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'dist');

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(dist)) {
  // The prerendered pages are compressed per answer (each carries its own CSP nonce).
  if (!COMPRESSIBLE.test(path) || path.includes(join(dist, '.vite'))) continue;
  if (path.startsWith(join(dist, 'prerendered'))) continue;
  // The server's rendering code, never sent.
  if (path.startsWith(join(dist, 'ssr'))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
