import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useNewBuildCheck } from './new-build-check';

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Box className="rp-navigation-progress" role="progressbar" aria-busy="true" />;
}

export function RootLayout() {
  useNewBuildCheck();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
