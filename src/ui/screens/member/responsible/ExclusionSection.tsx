import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RgExclusionDuration, RgExclusionKind } from '@/contracts/responsibleGambling.contract';
import { api } from '@/api/instance';
import { createSelfExclusionActors } from '@/machines/selfExclusion/selfExclusion.actors';
import { selfExclusionMachine } from '@/machines/selfExclusion/selfExclusion.machine';
import {
  selectExclusionBusy,
  selectExclusionStep,
  selectExclusionView,
} from '@/machines/selfExclusion/selfExclusion.selectors';
import { Button } from '@/ui/components/Button';
import '@/ui/components/Failure.css';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { useDepositText as useMoneyText } from '../deposit/text';

const DURATIONS: Record<RgExclusionKind, readonly RgExclusionDuration[]> = {
  timeout: ['24h', '7d', '30d'],
  selfExclusion: ['6m', '1y', '5y'],
};

/**
 * Time-out and self-exclusion (ADR 043; UKGC RTS 12, MGA Player Protection Directive): a duration, two
 * confirmations that spell out the consequences, then the player is logged out. The end cannot be
 * brought forward here (the backend refuses a shorter one).
 */
export function ExclusionSection() {
  const { t } = useTranslation('memberSecurity');
  const text = useMoneyText();
  const session = useSessionActor();
  const ui = useLatest({ session });
  // The flow's end is a provided action (ADR 013): the backend ended the session; the site logs out.
  const logic = useMemo(
    () =>
      selfExclusionMachine.provide({
        actors: createSelfExclusionActors({ api }),
        actions: {
          finish: () => {
            const { session } = ui.get();
            session.send({ type: 'session.logout' });
            session.send({ type: 'session.confirm' });
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic);
  const view = useSelector(actor, selectExclusionView, shallowEqual);
  const step = useSelector(actor, selectExclusionStep);
  const busy = useSelector(actor, selectExclusionBusy);

  if (step !== 'choosing' && view.choice) {
    const { kind, duration } = view.choice;
    const final = step === 'finalConfirm' || step === 'done';
    return (
      <section
        className="rg-section rg-confirm"
        role="alertdialog"
        aria-labelledby="rg-confirm-title"
        aria-describedby="rg-confirm-text"
      >
        <h3 id="rg-confirm-title">
          {final ? t('rg.exclusion.finalTitle') : t(`rg.exclusion.${kind}.confirmTitle`)}
        </h3>
        <div id="rg-confirm-text">
          <p>{t(`rg.exclusion.${kind}.chosen`, { duration: t(`rg.exclusion.duration.${duration}`) })}</p>
          {final ? (
            <p>{t('rg.exclusion.final')}</p>
          ) : (
            <ul>
              <li>{t('rg.exclusion.consequence.logout')}</li>
              <li>{t('rg.exclusion.consequence.noPlay')}</li>
              <li>{t('rg.exclusion.consequence.noEnd')}</li>
            </ul>
          )}
        </div>
        {view.failure && (
          <p className="form-failure" role="alert">
            {text.failure(view.failure)}
          </p>
        )}
        <div className="rg-limit__actions">
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => actor.send({ type: 'selfExclusion.confirm' })}
          >
            {final ? t(`rg.exclusion.${kind}.confirmFinal`) : t('rg.exclusion.continue')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'selfExclusion.cancel' })}
          >
            {t('rg.exclusion.cancel')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <>
      <ExclusionChoice
        kind="timeout"
        onChoose={(duration) => actor.send({ type: 'selfExclusion.choose', kind: 'timeout', duration })}
      />
      <ExclusionChoice
        kind="selfExclusion"
        onChoose={(duration) => actor.send({ type: 'selfExclusion.choose', kind: 'selfExclusion', duration })}
      />
    </>
  );
}

function ExclusionChoice({
  kind,
  onChoose,
}: {
  kind: RgExclusionKind;
  onChoose(duration: RgExclusionDuration): void;
}) {
  const { t } = useTranslation('memberSecurity');
  const options = DURATIONS[kind];
  const [duration, setDuration] = useState<RgExclusionDuration>(options[0] ?? '24h');
  return (
    <section className="rg-section" aria-labelledby={`rg-${kind}-title`}>
      <h3 id={`rg-${kind}-title`}>{t(`rg.exclusion.${kind}.title`)}</h3>
      <p>{t(`rg.exclusion.${kind}.about`)}</p>
      <fieldset className="rg-durations">
        <legend>{t('rg.exclusion.durationLabel')}</legend>
        {options.map((d) => (
          <label key={d} className="rg-duration">
            <input
              type="radio"
              name={`rg-${kind}`}
              value={d}
              checked={d === duration}
              onChange={() => setDuration(d)}
            />
            <span>{t(`rg.exclusion.duration.${d}`)}</span>
          </label>
        ))}
      </fieldset>
      <Button variant="danger" onClick={() => onChoose(duration)}>
        {t(`rg.exclusion.${kind}.start`)}
      </Button>
    </section>
  );
}
