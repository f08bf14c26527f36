import { usePortalConfig } from '../config/config-context';
import { getBrand, svgDataUrl } from '../brand/brand';

/** The configured brand's logo; decorative text alternative is the brand name. */
export function BrandLogo({ height = 32 }: { height?: number }) {
  const { entity } = usePortalConfig();
  const brand = getBrand(entity);
  return (
    <img
      src={svgDataUrl(brand.logoSvg)}
      alt={brand.name}
      height={height}
      // On a narrow phone a long wordmark (hungerstation) shrinks instead of pushing the header.
      style={{ display: 'block', height, width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
    />
  );
}
