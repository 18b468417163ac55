import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import {
  REALITY_CHECK_MINUTES,
  responsibleGamblingContract as rg,
  type RealityCheckMinutes,
} from '@/contracts/responsibleGambling.contract';
import { toFailure } from '@/machines/shared/failure';
import { intervalOf, realityCheckQuery } from './realityCheckQuery';

/**
 * The reality check's interval (UKGC RTS 13; ADR 043): off, 15, 30 or 60 minutes, kept by the backend.
 * The running check (RealityCheckSlot) reads the same cache entry, so the new interval counts from now.
 */
export function RealityCheckSection() {
  const { t } = useTranslation(['memberSecurity', 'errors']);
  const queryClient = useQueryClient();
  const titleId = useId();
  const session = useQuery(realityCheckQuery);
  // The player's pick shows at once: the mutation's pending state reaches React a tick later, and a
  // controlled radio would snap back to the saved value in between. The pick gives way to the saved value
  // as soon as the backend's answer lands in the cache (or at once when the save fails).
  const [picked, setPicked] = useState<{ minutes: RealityCheckMinutes; savedAt: number } | null>(null);
  const save = useMutation({
    mutationFn: (minutes: RealityCheckMinutes) =>
      api.call(rg.setRealityCheck, { body: { realityCheck: minutes } }),
    onSuccess: (value) => queryClient.setQueryData(queryKeys.rg.session(), value),
    onError: () => setPicked(null),
  });
  const chosen =
    picked && picked.savedAt === session.dataUpdatedAt ? picked.minutes : intervalOf(session.data);
  const failure = save.error ? toFailure(save.error) : null;
  return (
    <section className="rg-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('rg.reality.title')}</h3>
      <p>{t('rg.reality.about')}</p>
      <fieldset className="rg-durations" disabled={session.isPending || save.isPending}>
        <legend>{t('rg.reality.legend')}</legend>
        {REALITY_CHECK_MINUTES.map((minutes) => (
          <label key={minutes} className="rg-duration">
            <input
              type="radio"
              name="realityCheck"
              value={minutes}
              checked={chosen === minutes}
              onChange={() => {
                setPicked({ minutes, savedAt: session.dataUpdatedAt });
                save.mutate(minutes);
              }}
            />
            <span>{minutes === 0 ? t('rg.reality.off') : t('rg.reality.minutes', { count: minutes })}</span>
          </label>
        ))}
      </fieldset>
      {save.isSuccess && (
        <p className="rg-limit__saved" role="status">
          {t('rg.reality.saved')}
        </p>
      )}
      {failure && (
        <p className="form-failure" role="alert">
          {t(failure.messageKey as string, { ...failure.messageValues, defaultValue: t('errors:system') })}
        </p>
      )}
    </section>
  );
}
