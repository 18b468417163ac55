import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { jackpotDigits, jackpotMachine } from '@/machines/jackpot/jackpot.machine';
import { selectJackpotValue } from '@/machines/jackpot/jackpot.selectors';
import './Jackpot.css';

/** Props-only counter: one box per digit, so a changing digit never shifts the others. */
export function JackpotView({ value, symbol = DEFAULT_CURRENCY_SYMBOL }: { value: number; symbol?: string }) {
  const { t } = useTranslation('lobby');
  const digits = jackpotDigits(value);
  return (
    <section className="jackpot" aria-label={t('jackpot.label')}>
      <span className="jackpot__title">{t('jackpot.title')}</span>
      <span
        className="jackpot__value"
        role="status"
        aria-live="off"
        aria-label={`${symbol} ${digits.join('')}`}
      >
        <span className="jackpot__symbol" aria-hidden="true">
          {symbol}
        </span>
        {digits.map((d, i) => (
          <span key={i} aria-hidden="true" className={/\d/.test(d) ? 'jackpot__digit' : 'jackpot__sep'}>
            {d}
          </span>
        ))}
      </span>
    </section>
  );
}

/**
 * The progressive jackpot (spec 02 §2, /rng and home): rises while on screen and the tab is visible;
 * unmounting (leaving the page) stops the actor and its timer.
 */
export function Jackpot({ symbol }: { symbol?: string }) {
  const [now] = useState(() => Date.now());
  const actor = useActorRef(jackpotMachine, { input: { now } });
  const value = useSelector(actor, selectJackpotValue);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    let onScreen = true;
    const update = () =>
      actor.send({
        type: onScreen && document.visibilityState !== 'hidden' ? 'jackpot.show' : 'jackpot.hide',
      });
    const observer =
      typeof IntersectionObserver === 'undefined' || !el
        ? null
        : new IntersectionObserver((entries) => {
            onScreen = entries.some((e) => e.isIntersecting);
            update();
          });
    if (observer && el) observer.observe(el);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [actor]);
  return (
    <div ref={ref}>
      <JackpotView value={value} symbol={symbol} />
    </div>
  );
}
