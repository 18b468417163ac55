import './BrandLogo.css';

/**
 * The site's logo: the merchant's picture (`--brand-logo-image`, `--brand-logo-width` in a skin) before the
 * wordmark. With no picture set only the wordmark shows. The name is the accessible text.
 */
export function BrandLogo({ name = 'WPS' }: { name?: string }) {
  return (
    <span className="brand-logo">
      <span className="brand-logo__image" aria-hidden="true" />
      <span className="brand-logo__name">{name}</span>
    </span>
  );
}
