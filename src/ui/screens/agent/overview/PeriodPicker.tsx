import { useTranslation } from 'react-i18next';
import type { DatePreset } from '@/machines/recordsQuery/recordsQuery.machine';

export type Period = Exclude<DatePreset, 'custom'>;
export const PERIODS: readonly Period[] = ['today', 'yesterday', 'last7', 'last30'];

/** The overview's period: one radio group (the records reports' preset look). */
export function PeriodPicker({ value, onChange }: { value: Period; onChange(next: Period): void }) {
  const { t } = useTranslation('agent');
  return (
    <div className="records__presets" role="radiogroup" aria-label={t('overview.period')}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={value === period}
          className="records__preset"
          onClick={() => onChange(period)}
        >
          {t(`overview.periods.${period}`)}
        </button>
      ))}
    </div>
  );
}
