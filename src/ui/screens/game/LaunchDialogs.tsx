import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectDialog,
  selectErrorKey,
  selectErrorValues,
  selectIsBusy,
  selectRecommended,
  selectServerMessage,
  selectTargetName,
  selectVendorGames,
  type LaunchDialog,
} from '@/machines/gameLaunch/gameLaunch.selectors';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import type { ActorRefFrom } from 'xstate';
import type { GameLaunchMachine } from '@/machines/gameLaunch/gameLaunch.machine';
import { Dialog } from '@/ui/components/Dialog';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import { GameGrid } from '../lobby/GameCard';
import { gameTarget } from '@/ui/hooks/categories';

export interface LaunchDialogsViewProps {
  dialog: LaunchDialog;
  busy: boolean;
  vendorName?: string;
  vendorGames: readonly LobbyGame[];
  recommended: readonly LobbyGame[];
  errorKey: string | null;
  /** Values of `errorKey` (a time-out's end). */
  errorValues?: Readonly<Record<string, string>> | null;
  serverMessage: string | null;
  onDismiss(): void;
  onRetry(): void;
  onPick(game: LobbyGame): void;
}

/** Every launch outcome that needs the player: props only, so stories show each one. */
export function LaunchDialogsView(props: LaunchDialogsViewProps) {
  const { t } = useTranslation(['lobby', 'errors']);
  const { dialog, busy, onDismiss, onRetry, onPick } = props;
  switch (dialog) {
    case 'none':
      return null;
    case 'trialRefused':
      return <Dialog kind="alert" message={t('errors:needRealAccount')} onConfirm={onDismiss} />;
    case 'rgRefused':
      // Responsible gambling forbids real money now (ADR 043): no retry, the answer would be the same.
      return (
        <Dialog
          kind="alert"
          message={t(props.errorKey ?? 'errors:system', {
            ...props.errorValues,
            defaultValue: t('errors:system'),
          })}
          onConfirm={onDismiss}
        />
      );
    case 'popupBlocked':
      return (
        <Dialog
          kind="confirm"
          message={t('errors:popupBlocked')}
          confirmLabel={t('lobby:launch.retry')}
          onConfirm={onRetry}
          onCancel={onDismiss}
        />
      );
    case 'failure':
      return (
        <Dialog
          kind="confirm"
          message={
            props.serverMessage ?? t(props.errorKey ?? 'errors:system', { defaultValue: t('errors:system') })
          }
          confirmLabel={t('lobby:launch.retry')}
          onConfirm={onRetry}
          onCancel={onDismiss}
        />
      );
    case 'vendorGames':
      return (
        <Modal
          onClose={onDismiss}
          title={t('lobby:launch.vendorGames', { vendor: props.vendorName ?? '' })}
          width={720}
        >
          {busy ? (
            <Spinner />
          ) : (
            <GameGrid
              games={props.vendorGames}
              onPlay={onPick}
              label={t('lobby:launch.vendorGames', { vendor: props.vendorName ?? '' })}
            />
          )}
        </Modal>
      );
    case 'maintenance':
      return (
        <Modal onClose={onDismiss} title={t('errors:gameMaintenance')} width={640}>
          <p role="alert">{props.serverMessage ?? t('errors:gameMaintenanceInfo')}</p>
          {busy ? (
            <Spinner />
          ) : props.recommended.length > 0 ? (
            <>
              <h3 className="lobby__subtitle">{t('lobby:launch.recommended')}</h3>
              <GameGrid games={props.recommended} onPlay={onPick} label={t('lobby:launch.recommended')} />
            </>
          ) : null}
        </Modal>
      );
  }
}

export function LaunchDialogs({
  actor,
  onLaunch,
}: {
  actor: ActorRefFrom<GameLaunchMachine>;
  onLaunch(t: LaunchTarget): void;
}) {
  const dialog = useSelector(actor, selectDialog);
  const busy = useSelector(actor, selectIsBusy);
  const vendorGames = useSelector(actor, selectVendorGames);
  const recommended = useSelector(actor, selectRecommended);
  const errorKey = useSelector(actor, selectErrorKey);
  const serverMessage = useSelector(actor, selectServerMessage);
  const errorValues = useSelector(actor, selectErrorValues);
  const vendorName = useSelector(actor, selectTargetName);
  return (
    <LaunchDialogsView
      dialog={dialog}
      busy={busy}
      vendorName={vendorName}
      vendorGames={vendorGames}
      recommended={recommended}
      errorKey={errorKey}
      errorValues={errorValues}
      serverMessage={serverMessage}
      onDismiss={() => actor.send({ type: 'launch.dismiss' })}
      onRetry={() => actor.send({ type: 'launch.retry' })}
      onPick={(game) => onLaunch(gameTarget(game))}
    />
  );
}
