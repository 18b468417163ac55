import { extensionFound, extensionUnknown, noteExtension, type ExtensionName } from '@/config/extensions';
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
const probes: Record<ExtensionName, (api: ApiClient, signal?: AbortSignal) => Promise<unknown>> = {
  responsibleGambling: (api, signal) => api.call(rg.session, {}, { signal }),
};

const inFlight = new Map<ExtensionName, Promise<boolean>>();

/**
 * Asks the backend once whether it has the extension (while the setting is `'auto'` and nothing is known
 * yet) and answers whether it is there. A failure that proves nothing leaves it unknown for a later ask.
 */
export function findExtension(name: ExtensionName, api: ApiClient, signal?: AbortSignal): Promise<boolean> {
  if (!extensionUnknown(name)) return Promise.resolve(extensionFound(name) === 'present');
  const running = inFlight.get(name);
  if (running) return running;
  const asking = probes[name](api, signal)
    .then(
      () => {
        noteExtension(name, 'present');
        return true;
      },
      (error: unknown) => {
        if (meansExtensionAbsent(error)) noteExtension(name, 'absent');
        return false;
      },
    )
    .finally(() => inFlight.delete(name));
  inFlight.set(name, asking);
  return asking;
}
