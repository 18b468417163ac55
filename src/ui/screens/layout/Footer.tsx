import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import type { VendorCard } from '@/contracts/games.contract';
import { QrCode } from '@/ui/components/QrCode';
import { LazyImage } from '@/ui/components/LazyImage';
import bviBadge from '@/ui/assets/licences/bvi.svg';
import mgaBadge from '@/ui/assets/licences/mga.svg';
import { FOOTER_PAGE_LINKS, usePageLinks } from './navEntries';
import { VendorCarousel } from './VendorCarousel';
import './Footer.css';

/** The licence badges (spec 01 §2), drawn for this site: a picture each, named by its authority. */
const LICENCE_BADGES: Record<(typeof settings.licences)[number], string> = { mga: mgaBadge, bvi: bviBadge };

/**
 * The footer's help-centre links (spec 01 §2) and the help article tag each opens (/help#tag). The wire's
 * tags are aboutus, deposit, withdraw, game and faqs (wire protocol, helpCenter); terms, privacy and
 * responsible gaming have none there, so their anchors are this site's names: a merchant that tags an article
 * so gets it opened, and one that has none sends the player to the help list (HelpScreen), never to another
 * article.
 */
export const FOOTER_HELP_LINKS = [
  { key: 'aboutUs', tag: 'aboutus' },
  { key: 'terms', tag: 'terms' },
  { key: 'privacy', tag: 'privacy' },
  { key: 'responsible', tag: 'responsible' },
  { key: 'faq', tag: 'faqs' },
] as const;

export interface FooterProps {
  /** Vendor logos, TCG vendors already removed. */
  vendors: readonly VendorCard[];
  iosUrl: string | null;
  androidUrl: string | null;
  /** Vendors not known yet: the logo row keeps its place so the rows below do not move when they arrive. */
  vendorsLoading?: boolean;
  /**
   * Where "Responsible gaming" leads a member while the extension is on: the member-centre page with the
   * tools (ADR 043). Absent (visitors, extension off): the help article (ADR 042).
   */
  responsibleHref?: string | null;
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

export function Footer({
  vendors,
  iosUrl,
  androidUrl,
  vendorsLoading = false,
  responsibleHref: rgPage = null,
}: FooterProps) {
  const { t } = useTranslation('shell');
  const pages = usePageLinks(FOOTER_PAGE_LINKS);
  return (
    <footer className="footer" data-testid="site-footer">
      <div className="footer__inner">
        <div className="footer__navs">
          <nav aria-label={t('footer.help')}>
            <ul className="footer__links">
              {FOOTER_HELP_LINKS.map(({ key, tag }) => (
                <li key={key}>
                  <Link href={key === 'responsible' && rgPage ? rgPage : paths.help.getHref(undefined, tag)}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('footer.pages')}>
            <ul className="footer__links">
              {pages.map((page) => (
                <li key={page.key}>
                  <Link href={page.href} aria-current={page.current ? 'page' : undefined}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
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
