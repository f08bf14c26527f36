import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { lazyWithRetry } from '../loading/lazy-with-retry';
import type { TMapViewProps } from './map-types';
import { useIsLive } from '../ui/use-is-live';
import { useMountedWhenIdle } from '../ui/use-mounted-when-idle';

// Leaflet stays out of every page's first chunk: it loads when a map is first shown.
const MapView = lazy(lazyWithRetry(() => import('./map-view')));

/**
 * The map, loaded on demand, with a skeleton of its size meanwhile. A page rendered on the server
 * shows the skeleton there and while it hydrates: Leaflet needs a browser. Its code is asked for
 * and the map set up once the page is drawn and the browser idle, in a task of their own, not in
 * the page's first render (or its hydration).
 */
export function LazyMapView(props: TMapViewProps) {
  const isLive = useIsLive();
  const isMounted = useMountedWhenIdle();
  const skeleton = <Skeleton height={props.height} radius="md" />;
  if (!isLive || !isMounted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <MapView {...props} />
    </Suspense>
  );
}
