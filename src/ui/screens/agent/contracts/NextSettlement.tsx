import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALTIME_SALARY_SETTLE_MS } from '@/config/constants';

/** Time left until the next settlement boundary (real-time salary settles every 5 minutes, spec 02 §9). */
export function untilNextSettlement(now: number, interval = REALTIME_SALARY_SETTLE_MS): number {
  return interval - (now % interval);
}

const mmss = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The real-time salary's countdown to its next 5-minute settlement. It ticks once a second, but
 * screen readers hear it only when asked (no live region: a second-by-second announcement is noise).
 */
export function NextSettlement() {
  const { t } = useTranslation('agent');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="agent-settlement">
      {t('contracts.nextSettlement', { time: mmss(untilNextSettlement(now)) })}
    </p>
  );
}
