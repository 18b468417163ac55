import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import GlobeLock from 'lucide-react/icons/globe-lock';
import { ServerNote } from './ServerNote';
import './StatusScreens.css';

export interface RegionBlockedScreenProps {
  ip: string | null;
  info: string | null;
  onCustomerService(): void;
}

/** System status 2 (spec 01 §2): replaces the whole app. */
export function RegionBlockedScreen({ ip, info, onCustomerService }: RegionBlockedScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <main className="status-screen" data-testid="region-blocked-screen">
      <section className="status-screen__card" aria-labelledby="region-title">
        <div className="status-screen__icon" aria-hidden="true">
          <GlobeLock className="icon" />
        </div>
        <h1 id="region-title">{t('status.region.title')}</h1>
        <p className="status-screen__meta">
          {t('status.region.ip', { ip: ip ?? t('status.region.unknownIp') })}
        </p>
        <p>{t('status.region.info')}</p>
        <ServerNote text={info} />
        <div className="status-screen__actions">
          <Button onClick={onCustomerService}>{t('status.customerService')}</Button>
        </div>
      </section>
    </main>
  );
}
