import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'wouter';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import type { ApiClient } from '@/api/types';
import type { Theme } from '@/config/constants';
import { i18next } from '@/i18n';
import { createSessionActors, sessionActions } from '@/machines/session/session.actors';
import { sessionMachine } from '@/machines/session/session.machine';
import { useLatest } from '@/ui/hooks/useLatest';
import { SessionContext } from '@/ui/hooks/useSession';
import { WalletSyncProvider } from '@/ui/hooks/useWalletSync';
import { DialogProvider } from '@/ui/hooks/dialogs';
import { modals } from '@/ui/hooks/modals';
import { ModalHost } from './modals';
import { queryClient as defaultQueryClient } from './query-client';
import { SystemStatusContext, systemStatusLogic, useSystemInfo } from '@/ui/hooks/system';
import { ServerHtmlImageCdns } from '@/ui/components/SafeHtml';
import { ThemeProvider } from '@/ui/hooks/theme';

export type SessionLogic = typeof sessionMachine;

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests and stories pass a fresh client (retry off). */
  queryClient?: QueryClient;
  /** Tests and stories pass the boot machine with fake actors. */
  systemLogic?: typeof systemStatusLogic;
  /** Stories pass a session with fake actors; by default the real one (API, session storage). */
  sessionLogic?: SessionLogic;
  initialTheme?: Theme;
}

/**
 * The session's real logic for one query client: API actors, session storage, and the UI ends of
 * the flow (the login popup on a refused token, home after logout) as provided actions.
 */
function createSessionLogic(deps: {
  api: ApiClient;
  queryClient: QueryClient;
  goHome(): void;
}): SessionLogic {
  return sessionMachine.provide({
    actors: createSessionActors({ api: deps.api }),
    actions: {
      ...sessionActions,
      clearMemberCache: () => {
        deps.queryClient.removeQueries({ queryKey: queryKeys.sessionScope });
        // Mutations keep what was sent (withdrawal passwords, card numbers, security answers) for
        // their gcTime: none of it outlives the session or a password change (ADR 036).
        deps.queryClient.getMutationCache().clear();
      },
      notifyExpired: () => modals.open('login'),
      goHome: () => deps.goHome(),
    },
  });
}

function SessionProvider({
  queryClient,
  logic,
  children,
}: {
  queryClient: QueryClient;
  logic: SessionLogic | undefined;
  children: ReactNode;
}) {
  const [location, navigate] = useLocation();
  // The actor outlives renders; it reads the router's latest state when it acts.
  const router = useLatest({ location, navigate });
  const realLogic = useMemo(
    () =>
      createSessionLogic({
        api,
        queryClient,
        goHome: () => {
          const { location: at, navigate: go } = router.get();
          if (at !== '/') go('/');
        },
      }),
    [queryClient, router],
  );
  return <SessionContext.Provider logic={logic ?? realLogic}>{children}</SessionContext.Provider>;
}

const NO_CDNS: readonly string[] = [];

/** Server HTML keeps pictures from the status response's image CDNs (spec 02 §7). */
function StatusImageCdns({ children }: { children: ReactNode }) {
  const hosts = useSystemInfo()?.info.imageCDNs ?? NO_CDNS;
  return <ServerHtmlImageCdns hosts={hosts}>{children}</ServerHtmlImageCdns>;
}

/** Everything a screen may rely on: server cache, translations, theme, boot status, session, modals, dialogs. */
export function AppProviders({
  children,
  queryClient,
  systemLogic,
  sessionLogic,
  initialTheme,
}: AppProvidersProps) {
  const client = queryClient ?? defaultQueryClient;
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <ThemeProvider initialTheme={initialTheme}>
          <SystemStatusContext.Provider logic={systemLogic ?? systemStatusLogic}>
            <StatusImageCdns>
              <DialogProvider>
                {/* Outside the modal host: the account modals read the session too. */}
                <SessionProvider queryClient={client} logic={sessionLogic}>
                  {/* One balance sync for the header and the member centre (ADR 034). */}
                  <WalletSyncProvider>
                    <ModalHost>{children}</ModalHost>
                  </WalletSyncProvider>
                </SessionProvider>
              </DialogProvider>
            </StatusImageCdns>
          </SystemStatusContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
