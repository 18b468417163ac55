import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Theme } from '@/config/constants';
import { i18next } from '@/i18n';
import { DialogProvider } from './dialogs';
import { ModalHost } from './modals';
import { queryClient as defaultQueryClient } from './query-client';
import { SystemStatusContext, systemStatusLogic } from './system';
import { ThemeProvider } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests and stories pass a fresh client (retry off). */
  queryClient?: QueryClient;
  /** Tests and stories pass the boot machine with fake actors. */
  systemLogic?: typeof systemStatusLogic;
  initialTheme?: Theme;
}

/** Everything a screen may rely on: server cache, translations, theme, boot status, modals, dialogs. */
export function AppProviders({ children, queryClient, systemLogic, initialTheme }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient ?? defaultQueryClient}>
      <I18nextProvider i18n={i18next}>
        <ThemeProvider initialTheme={initialTheme}>
          <SystemStatusContext.Provider logic={systemLogic ?? systemStatusLogic}>
            <DialogProvider>
              <ModalHost>{children}</ModalHost>
            </DialogProvider>
          </SystemStatusContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
