import { Suspense } from 'react';
import { lazyWithRetry } from './lazyWithRetry';

/**
 * `InstallApp` where it sits in the first load's shell (the header's App menu): its code and icons load
 * when the menu opens, not with the home route (ADR 041; the budget of ADR 030).
 */
const InstallApp = lazyWithRetry(() => import('./InstallApp'));

export function LazyInstallApp({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <InstallApp className={className} />
    </Suspense>
  );
}
