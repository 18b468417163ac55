import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { alternativeDomains, rememberedDomainList } from '@/machines/systemStatus/alternativeDomains';
import { SystemStatusContext } from '@/ui/hooks/system';
import {
  selectBootErrorCode,
  selectBootErrorKey,
  selectBootView,
  selectCustomerServiceEntries,
  selectMaintenance,
  selectRegionBlock,
  selectSystemData,
} from '@/machines/systemStatus/systemStatus.selectors';
import { useCustomerService } from '@/ui/hooks/useCustomerService';
import { useGtag } from '@/ui/hooks/gtag';
import { BootFailureScreen } from './BootFailureScreen';
import { BootScreen } from './BootScreen';
import { MaintenanceScreen } from './MaintenanceScreen';
import { RegionBlockedScreen } from './RegionBlockedScreen';

/** Maintenance, region block and boot failure replace the whole app; otherwise the app renders. */
export function StatusGate({ children }: { children: ReactNode }) {
  const actor = SystemStatusContext.useActorRef();
  const state = SystemStatusContext.useSelector(selectBootView);
  // The switch from the boot screen to a whole page is the largest render of a visit: deferred, React
  // renders it in slices between which the browser stays responsive (no single long task). The first
  // render is the boot screen whatever the state: it is the markup the build prerendered into
  // index.html (ADR 044), which React hydrates only when the first render matches it; boot data that
  // came before React started shows one deferred render later.
  const shown = useDeferredValue(state, 'loading');
  const data = SystemStatusContext.useSelector(selectSystemData);
  const errorKey = SystemStatusContext.useSelector(selectBootErrorKey);
  const errorCode = SystemStatusContext.useSelector(selectBootErrorCode);
  const entries = SystemStatusContext.useSelector(selectCustomerServiceEntries);
  const openCustomerService = useCustomerService(entries);
  // Spec 01 §3: the permission response's analytics id; loads only where the build allows the tag.
  useGtag(data?.status.info.analytics?.gtagId);

  // Spec 01 §3 routers' domain list: where the site's domain failed, its other domains, fastest first.
  const alternatives = useMemo(
    () => (shown === 'failed' ? alternativeDomains(rememberedDomainList()) : []),
    [shown],
  );

  switch (shown) {
    case 'loading':
      return <BootScreen />;
    case 'failed':
      return (
        <BootFailureScreen
          errorKey={errorKey}
          errorCode={errorCode}
          alternatives={alternatives}
          onRetry={() => actor.send({ type: 'system.retry' })}
        />
      );
    case 'maintenance':
      return (
        <MaintenanceScreen
          {...selectMaintenance(data)}
          onCustomerService={() => void openCustomerService()}
        />
      );
    case 'regionBlocked':
      return (
        <RegionBlockedScreen
          {...selectRegionBlock(data)}
          onCustomerService={() => void openCustomerService()}
        />
      );
    case 'ready':
      return <>{children}</>;
  }
}
