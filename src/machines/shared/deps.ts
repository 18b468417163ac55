import type { ApiClient } from '@/api/types';

/**
 * What an actors factory is given (ADR 013): the API client, passed in rather than imported, so a screen,
 * a story or a test decides which backend a machine talks to.
 */
export interface ApiDeps {
  api: ApiClient;
}
