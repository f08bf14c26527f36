import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacement = fileURLToPath(new URL('../src/shared/ui/mantine-use-id.ts', import.meta.url));

/**
 * Mantine's `useId` (@mantine/hooks) keeps React's id for the first render, then sets a random one
 * in a layout effect on every mount, even when the component was given its own id: a state change
 * during the commit, so React renders every such component again at once, in the same task. On
 * the request page (a form of some twenty inputs) that second, synchronous render took about as
 * long as the first, which was sliced (Lighthouse's longest task on a phone). The random id is for
 * React versions without `useId`; with React 19 the first id is unique and stable, so the build
 * resolves Mantine's `useId` module to ours (src/shared/ui/mantine-use-id.ts), which keeps it.
 */
export function mantineStableId(): Plugin {
  return {
    name: 'rider-portal:mantine-stable-id',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /use-id\/use-id\.mjs$/ },
      handler(source, importer) {
        if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return null;
        return replacement;
      },
    },
  };
}
