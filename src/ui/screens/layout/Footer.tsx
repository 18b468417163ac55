import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import type { VendorCard } from '@/contracts/games.contract';
import { QrCode } from '@/ui/components/QrCode';
import { LazyImage } from '@/ui/components/LazyImage';
import bviBadge from '@/ui/assets/licences/bvi.svg';
import mgaBadge from '@/ui/assets/licences/mga.svg';
import { useSeenOnce } from '@/ui/hooks/useSeenOnce';
import { FOOTER_PAGE_LINKS, usePageLinks } from './navEntries';
import { outboundResourceUrl } from './resources';
import { VendorCarousel } from './VendorCarousel';
import './Footer.css';

/** The licence badges (spec 01 §2), drawn for this site: a picture each, named by its authority. */
const LICENCE_BADGES: Record<(typeof settings.licences)[number], string> = { mga: mgaBadge, bvi: bviBadge };

/**
 * The footer's help-centre links (spec 01 §2) and the help article tag each opens (/help#tag). The wire's
 * tags are aboutus, deposit, withdraw, game and faqs (wire protocol §4.6); terms, privacy and responsible
 * gaming have none there, so their tags are designed (ADR 050): a link shows where the merchant's help
 * centre has its tag, or where `settings.legalLinks` names an address for it, and is left out otherwise,
 * so a player never follows a licence's link to "not in our help centre".
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
  /** The help centre's article terms once asked (null: not yet; only the wire's own tags show then). */
  helpTerms?: ReadonlySet<string> | null;
  /** The footer came near the screen: the help centre's list is wanted now, not at the first load. */
  onNearScreen?: () => void;
}

const WIRE_HELP_TAGS: readonly string[] = ['aboutus', 'faqs'];
type HelpLinkKey = (typeof FOOTER_HELP_LINKS)[number]['key'];

/** Where a footer help link leads: the merchant's address, its help article, or nowhere (left out). */
export function footerHelpTarget(
  key: HelpLinkKey,
  tag: string,
  helpTerms: ReadonlySet<string> | null,
  legalLinks: Readonly<Partial<Record<HelpLinkKey, string | null>>> = settings.legalLinks,
): { external: string } | { help: string } | null {
  const external = outboundResourceUrl(legalLinks[key]);
  if (external) return { external };
  const known = helpTerms ? helpTerms.has(tag) : WIRE_HELP_TAGS.includes(tag);
  return known ? { help: paths.help.getHref(undefined, tag) } : null;
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
  helpTerms = null,
  onNearScreen,
}: FooterProps) {
  const { t } = useTranslation('shell');
  const pages = usePageLinks(FOOTER_PAGE_LINKS);
  const [ref, near] = useSeenOnce<HTMLElement>({ rootMargin: '600px' });
  useEffect(() => {
    if (near) onNearScreen?.();
  }, [near, onNearScreen]);
  const helpLinks = FOOTER_HELP_LINKS.flatMap(({ key, tag }) => {
    if (key === 'responsible' && rgPage)
      return [{ key, link: <Link href={rgPage}>{t(`footer.${key}`)}</Link> }];
    const target = footerHelpTarget(key, tag, helpTerms);
    if (!target) return [];
    const link =
      'external' in target ? (
        <a href={target.external} target="_blank" rel="noopener noreferrer">
          {t(`footer.${key}`)}
        </a>
      ) : (
        <Link href={target.help}>{t(`footer.${key}`)}</Link>
      );
    return [{ key, link }];
  });
  return (
    <footer className="footer" data-testid="site-footer" ref={ref}>
      <div className="footer__inner">
        <div className="footer__navs">
          <nav aria-label={t('footer.help')}>
            <ul className="footer__links">
              {helpLinks.map(({ key, link }) => (
                <li key={key}>{link}</li>
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
