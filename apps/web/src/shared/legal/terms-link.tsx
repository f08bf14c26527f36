import type { ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import type { TCountryCode } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../config/config-context';

/**
 * 000 §2: the terms are a portal page, except in two countries whose terms are published by the
 * platform itself. The addresses are the platform's public legal pages; confirm before launch.
 */
export const EXTERNAL_TERMS_URLS: Partial<Record<TCountryCode, string>> = {
  ES: 'https://glovoapp.com/es/es/legal/terms/',
  IT: 'https://glovoapp.com/it/it/legal/terms/',
};

export function getExternalTermsUrl(country: TCountryCode): string | null {
  return EXTERNAL_TERMS_URLS[country] ?? null;
}

/** A link to the terms: the portal page, or the external page in the countries that have one. */
export function TermsLink({ children, ...props }: AnchorProps & { children?: ReactNode }) {
  const { country } = usePortalConfig();
  const external = getExternalTermsUrl(country);
  if (external) {
    return (
      <Anchor href={external} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to="/termsandconditions" {...props}>
      {children}
    </Anchor>
  );
}
