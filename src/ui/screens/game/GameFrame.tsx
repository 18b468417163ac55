import { useEffect, useRef, useState } from 'react';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import { Spinner } from '@/ui/components/Spinner';
import { checkOutboundUrl, frameSandbox, outboundPolicy, type OutboundPolicy } from '@/config/outbound';
import { useWalletSync } from '@/ui/hooks/useWalletSync';
import './game.css';

/** A game that has not fired `load` by then is treated as failed (vendor down, refused framing). */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

export interface GameFrameViewProps {
  url: string | null;
  title: string;
  /**
   * Where the address may come from (site, status launch hosts, configured hosts); every address is
   * checked here, so no caller can frame an unchecked one. Default: without the status hosts.
   */
  policy?: OutboundPolicy;
  /** Shows the refusal whatever the address (stories). */
  blocked?: boolean;
  state: 'loading' | 'loaded' | 'failed';
  onLoad(): void;
  onClose(): void;
  onRetry(): void;
}

export function GameFrameView(props: GameFrameViewProps) {
  const { url, title, state, onLoad, onClose, onRetry } = props;
  const { t } = useTranslation(['lobby', 'errors']);
  const check =
    url === null || props.blocked
      ? null
      : checkOutboundUrl(url, 'gameFrame', props.policy ?? outboundPolicy());
  const allowed = check?.ok ? check : null;
  const blocked = url !== null && allowed === null;
  const showFrame = allowed !== null && state !== 'failed';
  return (
    <section className="game-page" aria-label={title}>
      <header className="game-page__bar">
        <h1 className="game-page__title">{title}</h1>
        <button
          type="button"
          className="game-page__close"
          onClick={onClose}
          aria-label={t('lobby:game.close')}
        >
          <X className="icon" aria-hidden="true" />
        </button>
      </header>
      <div className="game-page__stage">
        {showFrame && (
          <iframe
            key={allowed.url}
            className="game-page__frame"
            src={allowed.url}
            title={title}
            sandbox={frameSandbox(allowed)}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            onLoad={onLoad}
          />
        )}
        {showFrame && state === 'loading' && (
          <div className="game-page__overlay">
            <Spinner label={t('lobby:game.loading')} />
          </div>
        )}
        {!showFrame && (
          <div className="game-page__fallback" role="alert">
            <p>
              {t(
                url === null ? 'lobby:game.missing' : blocked ? 'errors:invalidDomain' : 'lobby:game.failed',
              )}
            </p>
            <div className="game-page__actions">
              {!blocked && url !== null && <Button onClick={onRetry}>{t('lobby:game.retry')}</Button>}
              <Button variant="secondary" onClick={onClose}>
                {t('lobby:game.back')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/** Drives the load timeout of one address; `attempt` restarts it. */
export function useFrameState(url: string | null, attempt: number) {
  const [state, setState] = useState<{ key: string; value: 'loading' | 'loaded' | 'failed' }>({
    key: '',
    value: 'loading',
  });
  const key = `${url}#${attempt}`;
  const value = state.key === key ? state.value : 'loading';
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(
      () => setState((s) => (s.key === key && s.value === 'loaded' ? s : { key, value: 'failed' })),
      GAME_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [url, key]);
  return {
    value,
    onLoad: () => setState({ key, value: 'loaded' }),
  };
}

/**
 * Leaving an in-site game, whichever way (its close button, Back, the header), tells the wallet sync:
 * the balance is asked again and, where the merchant recalls, the game's wallet comes back first
 * (ADR 034). `gameType` picks the wallet; null while no game is framed.
 *
 * The close is sent a task later and a remount in between cancels it: React's development remount
 * of an effect is no leaving.
 */
export function useLeaveGameSync(gameType: string | null) {
  const sync = useWalletSync();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (gameType === null) return;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    return () => {
      pending.current = setTimeout(() => {
        pending.current = null;
        sync.gameClosed(gameType);
      }, 0);
    };
  }, [sync, gameType]);
}
