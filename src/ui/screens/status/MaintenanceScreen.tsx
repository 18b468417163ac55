import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import { formatDateTime } from '@/ui/components/format';
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
          🛠
        </div>
        <h1 id="maintenance-title">{title || t('status.maintenance.title')}</h1>
        {end && <p className="status-screen__meta">{t('status.maintenance.endTime', { time: end })}</p>}
        <p>{info || t('status.maintenance.info')}</p>
        <div className="status-screen__actions">
          <Button onClick={onCustomerService}>{t('status.customerService')}</Button>
        </div>
      </section>
    </main>
  );
}
