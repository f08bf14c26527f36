import { createContext, useContext, type ReactNode } from 'react';
import type { TPortalConfig } from './portal-config';

const PortalConfigContext = createContext<TPortalConfig | null>(null);

export function PortalConfigProvider({
  config,
  children,
}: {
  config: TPortalConfig;
  children: ReactNode;
}) {
  return <PortalConfigContext.Provider value={config}>{children}</PortalConfigContext.Provider>;
}

export function usePortalConfig(): TPortalConfig {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig outside PortalConfigProvider');
  return config;
}
