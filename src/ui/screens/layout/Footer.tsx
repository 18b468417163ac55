import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import type { VendorCard } from '@/contracts/games.contract';
import { QrCode } from '@/ui/components/QrCode';
import { LazyImage } from '@/ui/components/LazyImage';
import bviBadge from '@/ui/assets/licences/bvi.svg';
import mgaBadge from '@/ui/assets/licences/mga.svg';
import { VendorCarousel } from './VendorCarousel';
import './Footer.css';

/** The licence badges (spec 01 §2), drawn for this site: a picture each, named by its authority. */
const LICENCE_BADGES: Record<(typeof settings.licences)[number], string> = { mga: mgaBadge, bvi: bviBadge };

/** Help-centre topics linked from the footer (/help#term). */
export const FOOTER_HELP_TERMS = ['aboutUs', 'terms', 'privacy', 'responsible', 'faq'] as const;

export interface FooterProps {
  /** Vendor logos, TCG vendors already removed. */
  vendors: readonly VendorCard[];
  iosUrl: string | null;
  androidUrl: string | null;
  /** Vendors not known yet: the logo row keeps its place so the rows below do not move when they arrive. */
  vendorsLoading?: boolean;
}

/** TCG vendors are left out of the logo carousel (spec 01 §2). */
export function carouselVendors(cards: readonly VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    if (c.vassalage.toUpperCase().startsWith('TCG') || seen.has(c.vassalage)) return false;
    seen.add(c.vassalage);
    return true;
  });
}

export function Footer({ vendors, iosUrl, androidUrl, vendorsLoading = false }: FooterProps) {
  const { t } = useTranslation('shell');
  return (
    <footer className="footer" data-testid="site-footer">
      <div className="footer__inner">
        <nav aria-label={t('footer.help')}>
          <ul className="footer__links">
            {FOOTER_HELP_TERMS.map((term) => (
              <li key={term}>
                <Link href={paths.help.getHref(undefined, term)}>{t(`footer.${term}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {vendors.length === 0 && vendorsLoading && <div className="footer__vendors" aria-hidden="true" />}
        {vendors.length > 0 && (
          <section className="footer__vendors" aria-label={t('footer.vendors')} data-testid="vendor-carousel">
            <VendorCarousel vendors={vendors} />
          </section>
        )}
        <div className="footer__row">
          <section aria-label={t('footer.licences')}>
            <ul className="footer__badges">
              {settings.licences.map((l) => (
                <li key={l} className="footer__badge">
                  {/* Drawn when near: each SVG picture is a document of its own, built on the main
                      thread, and the badges sit a few screens below the fold on a phone. */}
                  <LazyImage
                    src={LICENCE_BADGES[l]}
                    alt={t(`footer.${l}`)}
                    title={t(`footer.${l}`)}
                    width={132}
                    height={44}
                  />
                </li>
              ))}
            </ul>
          </section>
          {(iosUrl || androidUrl) && (
            <section aria-label={t('footer.apps')} className="footer__qrs">
              {iosUrl && (
                <figure>
                  <QrCode value={iosUrl} size={100} margin={10} label={t('footer.ios')} />
                  <figcaption>{t('footer.ios')}</figcaption>
                </figure>
              )}
              {androidUrl && (
                <figure>
                  <QrCode value={androidUrl} size={100} margin={10} label={t('footer.android')} />
                  <figcaption>{t('footer.android')}</figcaption>
                </figure>
              )}
            </section>
          )}
        </div>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
