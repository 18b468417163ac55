import type { SnapshotFrom } from 'xstate';
import type { GameLaunchMachine } from './gameLaunch.machine';

type Snap = SnapshotFrom<GameLaunchMachine>;

export type LaunchDialog =
  'none' | 'trialRefused' | 'rgRefused' | 'vendorGames' | 'maintenance' | 'popupBlocked' | 'failure';

export const selectDialog = (s: Snap): LaunchDialog => {
  if (s.matches('trialRefused')) return 'trialRefused';
  if (s.matches('rgRefused')) return 'rgRefused';
  if (s.matches('loadingVendorGames') || s.matches('vendorGames')) return 'vendorGames';
  if (s.matches('loadingRecommended') || s.matches('maintenance')) return 'maintenance';
  if (s.matches('popupBlocked')) return 'popupBlocked';
  if (s.matches('failure')) return 'failure';
  return 'none';
};
export const selectIsBusy = (s: Snap) => s.hasTag('busy');
export const selectTarget = (s: Snap) => s.context.target;
export const selectVendorGames = (s: Snap) => s.context.vendorGames;
export const selectRecommended = (s: Snap) => s.context.recommended;
export const selectErrorKey = (s: Snap) => s.context.failure?.messageKey ?? null;
export const selectErrorValues = (s: Snap) => s.context.failure?.messageValues ?? null;
export const selectServerMessage = (s: Snap) => s.context.failure?.serverMessage ?? null;
/** The name a launch dialog gives the game or vendor being opened. */
export const selectTargetName = (s: Snap) => s.context.target?.gameName ?? s.context.target?.vassalage;
/** Whether any launch dialog is open (the provider mounts the dialogs' lazy chunk only then). */
export const selectHasDialog = (s: Snap) => selectDialog(s) !== 'none';
