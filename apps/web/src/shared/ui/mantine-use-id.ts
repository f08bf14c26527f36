import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` as the build uses it (build/mantine-use-id.ts): the given id, or React's own
 * in Mantine's form (`mantine-r1`), the same on the server's render, the first client render and
 * every one after, so no component renders twice to change it.
 */
export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : reactId;
}
