import { errorKey } from '@/api/errors';
import { deviceOffline } from '@/api/online';
import type { Failure } from './failure';

/**
 * The money forms' one offline rule (ADR 041): a deposit, withdrawal or transfer is never submitted
 * while the device says it is offline. The form keeps what was typed and shows why, and nothing is
 * sent, so there is no "did it go through?" to check afterwards.
 */
export const OFFLINE_FAILURE: Failure = { messageKey: errorKey('offline') };

/** Guard for a money machine's submit event. */
export const isDeviceOffline = (): boolean => deviceOffline();
