import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { lazyWithRetry } from '../loading/lazy-with-retry';
import type { TMapViewProps } from './map-types';
import { useIsLive } from '../ui/use-is-live';

// Leaflet stays out of every page's first chunk: it loads when a map is first shown.
const MapView = lazy(lazyWithRetry(() => import('./map-view')));

/**
 * The map, loaded on demand, with a skeleton of its size meanwhile. A page rendered on the server
 * shows the skeleton there and while it hydrates: Leaflet needs a browser.
 */
export function LazyMapView(props: TMapViewProps) {
  const isLive = useIsLive();
  const skeleton = <Skeleton height={props.height} radius="md" />;
  if (!isLive) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <MapView {...props} />
    </Suspense>
  );
}
