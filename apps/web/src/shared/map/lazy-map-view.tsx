import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { lazyWithRetry } from '../loading/lazy-with-retry';
import type { TMapViewProps } from './map-types';

// Leaflet stays out of every page's first chunk: it loads when a map is first shown.
const MapView = lazy(lazyWithRetry(() => import('./map-view')));

/** The map, loaded on demand, with a skeleton of its size meanwhile. */
export function LazyMapView(props: TMapViewProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="md" />}>
      <MapView {...props} />
    </Suspense>
  );
}
