import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Smartphone from 'lucide-react/icons/smartphone';
import TabletSmartphone from 'lucide-react/icons/tablet-smartphone';
import Download from 'lucide-react/icons/download';
import { checkOutboundUrl } from '@/config/outbound';
import { paths } from '@/config/paths';
import type { Resource } from '@/contracts/system.contract';
import { EmptyState } from '@/ui/components/EmptyState';
import { InstallApp } from '@/ui/components/InstallApp';
import { QrCode } from '@/ui/components/QrCode';
import { useRouterResources } from '@/ui/hooks/system';
import './download.css';

const PLATFORMS = [
  { type: 'IOS', key: 'ios', Icon: TabletSmartphone },
  { type: 'ANDROID', key: 'android', Icon: Smartphone },
] as const;

interface AppLink {
  key: (typeof PLATFORMS)[number]['key'];
  Icon: (typeof PLATFORMS)[number]['Icon'];
  /** What the code encodes (the resource's QR address, else its download address). */
  qr: string;
  /** The download itself. */
  href: string;
}

/** A platform's links, each through the one outbound check (ADR 011); an address it refuses is not shown. */
function appLink(resources: readonly Resource[], platform: (typeof PLATFORMS)[number]): AppLink | null {
  const resource = resources.find((r) => r.resourceType.toUpperCase() === platform.type);
  if (!resource) return null;
  const href = checkOutboundUrl(resource.url, 'link');
  const qr = checkOutboundUrl(resource.qrCodeUrl ?? resource.url, 'link');
  if (!href.ok || !qr.ok) return null;
  return { key: platform.key, Icon: platform.Icon, qr: qr.url, href: href.url };
}

/**
 * /down (spec 01 §2): the apps for iOS and Android from the routers resources, each
 * with its QR code (spec 01 §9: size 200, margin 20) and a download button.
 */
export default function DownloadScreen() {
  const { t } = useTranslation('content');
  const resources = useRouterResources();
  const apps = PLATFORMS.map((p) => appLink(resources, p)).filter((a): a is AppLink => a !== null);
  return (
    <section className="download" aria-labelledby="download-title">
      <header className="download__intro">
        <h1 id="download-title">{t('download.title')}</h1>
        <p>{t('download.intro')}</p>
        <InstallApp className="download__install" />
      </header>
      {apps.length === 0 ? (
        <EmptyState
          icon={Smartphone}
          title={t('download.none.title')}
          message={t('download.none.message')}
          action={<Link href={paths.home.getHref()}>{t('download.none.action')}</Link>}
        />
      ) : (
        <ul className="download__apps">
          {apps.map(({ key, Icon, qr, href }) => (
            <li key={key} className="download__card">
              <h2 className="download__platform">
                <Icon className="icon" aria-hidden="true" />
                {t(`download.${key}.title`)}
              </h2>
              <QrCode value={qr} size={200} margin={20} label={t(`download.${key}.qr`)} />
              <p className="download__hint">{t('download.scan')}</p>
              <a className="btn btn--primary download__button" href={href}>
                <Download className="icon" aria-hidden="true" />
                {t(`download.${key}.button`)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
