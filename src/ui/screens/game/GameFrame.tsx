import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/components/Button';
import { Spinner } from '@/ui/components/Spinner';
import './game.css';

/** A game that has not fired `load` by then is treated as failed (vendor down, refused framing). */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

/**
 * Vendor pages need scripts, their own origin storage, forms and popups (cashier, help); they never
 * get top navigation, so a game cannot take over the site.
 */
export const GAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export interface GameFrameViewProps {
  url: string | null;
  title: string;
  /** The address is not from the site or a launch CDN host. */
  blocked: boolean;
  state: 'loading' | 'loaded' | 'failed';
  onLoad(): void;
  onClose(): void;
  onRetry(): void;
}

export function GameFrameView({ url, title, blocked, state, onLoad, onClose, onRetry }: GameFrameViewProps) {
  const { t } = useTranslation('lobby');
  const showFrame = url !== null && !blocked && state !== 'failed';
  return (
    <section className="game-page" aria-label={title}>
      <header className="game-page__bar">
        <h1 className="game-page__title">{title}</h1>
        <button type="button" className="game-page__close" onClick={onClose} aria-label={t('game.close')}>
          ×
        </button>
      </header>
      <div className="game-page__stage">
        {showFrame && (
          <iframe
            key={url}
            className="game-page__frame"
            src={url}
            title={title}
            sandbox={GAME_SANDBOX}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            onLoad={onLoad}
          />
        )}
        {showFrame && state === 'loading' && (
          <div className="game-page__overlay">
            <Spinner label={t('game.loading')} />
          </div>
        )}
        {(!showFrame || url === null) && (
          <div className="game-page__fallback" role="alert">
            <p>{t(url === null ? 'game.missing' : blocked ? 'game.blocked' : 'game.failed')}</p>
            <div className="game-page__actions">
              {!blocked && url !== null && <Button onClick={onRetry}>{t('game.retry')}</Button>}
              <Button variant="secondary" onClick={onClose}>
                {t('game.back')}
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
