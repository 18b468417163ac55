import { useTranslation } from 'react-i18next';
import type { RgSessionValue } from '@/contracts/responsibleGambling.contract';
import type { Failure } from '@/machines/shared/failure';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { Money } from '@/ui/components/Money';
import { Spinner } from '@/ui/components/Spinner';
import './realityCheck.css';

export interface RealityCheckDialogProps {
  /** The session's figures (exact decimal strings from `/wps/rg/session`); null while they load or failed. */
  figures: RgSessionValue | null;
  failure: Failure | null;
  busy: boolean;
  /** When the dialog came up (epoch ms): the time since login is counted to it. */
  at: number;
  onContinue(): void;
  onStop(): void;
}

const MINUTE = 60_000;

/**
 * The reality check's dialog (UKGC RTS 13; ADR 043): the time since login, staked, won and the net
 * position, "Continue" and "Stop playing". A modal layer (ADR 017's stack, `--z-overlay`) above every
 * page, the game frame's included, so a game playing in the site's frame is covered, not hidden behind.
 */
export function RealityCheckDialog({
  figures,
  failure,
  busy,
  at,
  onContinue,
  onStop,
}: RealityCheckDialogProps) {
  const { t } = useTranslation(['memberSecurity', 'errors']);
  const played = figures ? Math.max(0, Math.floor((at - figures.since) / MINUTE)) : null;
  const hours = played === null ? 0 : Math.floor(played / 60);
  const minutes = played === null ? 0 : played % 60;
  return (
    <Modal
      onClose={onContinue}
      title={t('rg.reality.title')}
      width={420}
      height="auto"
      draggable={false}
      presentation="compact"
      describedBy="reality-check-intro"
      className="reality-check"
    >
      <p id="reality-check-intro">{t('rg.reality.dialogIntro')}</p>
      {busy && <Spinner label={t('rg.reality.loading')} />}
      {!busy && failure && (
        <p role="alert" className="reality-check__failure">
          {t('rg.reality.figuresFailed')}{' '}
          {t(failure.messageKey as string, { ...failure.messageValues, defaultValue: t('errors:system') })}
        </p>
      )}
      {figures && (
        <dl className="reality-check__figures">
          <div>
            <dt>{t('rg.reality.timePlayed')}</dt>
            <dd>
              {hours > 0
                ? t('rg.reality.elapsed', { hours, minutes })
                : t('rg.reality.elapsedMinutes', { minutes })}
            </dd>
          </div>
          <div>
            <dt>{t('rg.reality.staked')}</dt>
            <dd>
              <Money value={figures.staked} />
            </dd>
          </div>
          <div>
            <dt>{t('rg.reality.won')}</dt>
            <dd>
              <Money value={figures.won} />
            </dd>
          </div>
          <div>
            <dt>{t('rg.reality.net')}</dt>
            <dd>
              <Money value={figures.net} />
            </dd>
          </div>
        </dl>
      )}
      <ActionRow>
        <Button variant="secondary" onClick={onStop}>
          {t('rg.reality.stop')}
        </Button>
        <Button onClick={onContinue} data-autofocus="" disabled={busy}>
          {t('rg.reality.continue')}
        </Button>
      </ActionRow>
    </Modal>
  );
}
