import {
  extensionAllowed,
  extensionFound,
  extensionOn,
  extensionUnknown,
  noteExtension,
  type ExtensionFound,
  type ExtensionName,
} from '@/config/extensions';
import { responsibleGamblingContract as rg } from '@/contracts/responsibleGambling.contract';
import { ApiError } from './errors';
import type { ApiClient } from './types';

/**
 * How a backend without an extension answers its call (ADR 050): an unknown path (404, 405, 501), a
 * business refusal such as `#543 function.not.available`, or a body that is no envelope of ours (an
 * HTML error page). A session that ended or a lost connection says nothing about the extension.
 */
export function meansExtensionAbsent(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.isSessionExpired) return false;
  if (error.kind === 'business' || error.kind === 'schema') return true;
  return error.kind === 'http' && [404, 405, 501].includes(error.status ?? 0);
}

/** The read-only call that finds each extension: one GET the member's session may make anyway. */
const probes: Record<ExtensionName, (api: ApiClient) => Promise<unknown>> = {
  responsibleGambling: (api) => api.call(rg.session, {}),
};

const inFlight = new Map<ExtensionName, Promise<ExtensionFound>>();

/**
 * Asks the backend once whether it has the extension (while the setting is `'auto'` and nothing is known
 * yet) and answers what is known then: `'present'` (or `'on'`), `'absent'`, or `'unknown'` after a failure
 * that proves nothing (asked again later). One question serves every caller, so no caller's abort ends it.
 * `'off'` answers `'absent'`: nothing of it is called.
 */
export function findExtension(name: ExtensionName, api: ApiClient): Promise<ExtensionFound> {
  if (!extensionAllowed(name)) return Promise.resolve('absent');
  if (!extensionUnknown(name)) return Promise.resolve(extensionOn(name) ? 'present' : extensionFound(name));
  const running = inFlight.get(name);
  if (running) return running;
  const asking = probes[name](api)
    .then(
      () => {
        noteExtension(name, 'present');
        return 'present' as const;
      },
      (error: unknown) => {
        if (!meansExtensionAbsent(error)) return 'unknown' as const;
        noteExtension(name, 'absent');
        return 'absent' as const;
      },
    )
    .finally(() => inFlight.delete(name));
  inFlight.set(name, asking);
  return asking;
}
