import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FileSignature from 'lucide-react/icons/file-signature';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { AGENT_PAGE_FEATURE, type AgentPage } from '@/config/agentCentre';
import { STORAGE_KEYS } from '@/config/constants';
import { flagOn } from '@/contracts/common';
import { walletContract, type ConsolidatedValue } from '@/contracts/wallet.contract';
import { Button } from '@/ui/components/Button';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import './ContractRequestsNotice.css';

/** The consolidated funds' request flags (spec 02 §3) and the agent centre page that answers each. */
const REQUESTS: ReadonlyArray<[keyof ConsolidatedValue, AgentPage]> = [
  ['divtypereq', 'agentDividendRecordCopy2'],
  ['dailysalreqtype', 'agentDailyWages2'],
  ['contracthoursalreq', 'agentHourSalary'],
  ['realtimesalreqtype', 'agentRealtimeSalary'],
];

/**
 * Put away for the current login: a bare marker, never the token (ADR 036). The session store removes it
 * when the session ends or another login replaces it, so a new login shows the notice again.
 */
const DISMISSED_KEY = STORAGE_KEYS.contractRequestsDismissed;

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** The contract pages whose request flag is up, under the merchant's switches. */
export function requestedContracts(
  value: ConsolidatedValue | undefined,
  flags: ReturnType<typeof useFeatureFlags>,
): AgentPage[] {
  if (!value) return [];
  return REQUESTS.flatMap(([flag, page]) => {
    const feature = AGENT_PAGE_FEATURE[page];
    return flagOn(value[flag]) && (feature === undefined || flags[feature]) ? [page] : [];
  });
}

/** The notice itself, for an agent's session: its own chunk, with the wallet contract it calls. */
export default function AgentContractRequests() {
  const { t } = useTranslation(['agent', 'shell']);
  const flags = useFeatureFlags();
  const agentCentre = useAgentCentre();
  const [dismissed, setDismissed] = useState(readDismissed);
  const consolidated = useQuery({
    queryKey: queryKeys.wallet.consolidated(),
    queryFn: () => api.call(walletContract.consolidated, {}),
  });
  const pages = requestedContracts(consolidated.data, flags);
  if (pages.length === 0 || dismissed) return null;
  return (
    <section className="contract-requests" aria-labelledby="contract-requests-title" role="status">
      <FileSignature className="icon contract-requests__icon" aria-hidden="true" />
      <p id="contract-requests-title" className="contract-requests__text">
        {t('agent:contracts.waiting', { count: pages.length })}
      </p>
      <div className="contract-requests__actions">
        {pages.map((page) => (
          <Button key={page} variant="secondary" onClick={() => agentCentre.open(page)}>
            {t(`agent:menu.${page}`)}
          </Button>
        ))}
        <Button
          variant="ghost"
          onClick={() => {
            try {
              sessionStorage.setItem(DISMISSED_KEY, '1');
            } catch {
              // Storage refused: put away for as long as this page shows it.
            }
            setDismissed(true);
          }}
        >
          {t('agent:contracts.later')}
        </Button>
      </div>
    </section>
  );
}
