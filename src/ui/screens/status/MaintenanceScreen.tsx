import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import { formatDateTime } from '@/ui/components/format';
import Construction from 'lucide-react/icons/construction';
import { ServerNote } from './ServerNote';
import './StatusScreens.css';

export interface MaintenanceScreenProps {
  title: string | null;
  endTime: number | string | null;
  info: string | null;
  onCustomerService(): void;
}

/** System status 1 (spec 01 §2): replaces the whole app. */
export function MaintenanceScreen({ title, endTime, info, onCustomerService }: MaintenanceScreenProps) {
  const { t } = useTranslation('shell');
  const end = endTime === null ? null : formatDateTime(endTime);
  return (
    <main className="status-screen" data-testid="maintenance-screen">
      <section className="status-screen__card" aria-labelledby="maintenance-title">
        <div className="status-screen__icon" aria-hidden="true">
          <Construction className="icon" />
        </div>
        {/* Interface text stays in the interface language; the server's own words are quoted below. */}
        <h1 id="maintenance-title">{t('status.maintenance.title')}</h1>
        {end && <p className="status-screen__meta">{t('status.maintenance.endTime', { time: end })}</p>}
        <p>{t('status.maintenance.info')}</p>
        <ServerNote title={title} text={info} />
        <div className="status-screen__actions">
          <Button onClick={onCustomerService}>{t('status.customerService')}</Button>
        </div>
      </section>
    </main>
  );
}
