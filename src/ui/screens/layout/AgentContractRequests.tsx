import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FileSignature from 'lucide-react/icons/file-signature';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { AGENT_PAGE_FEATURE, type AgentPage } from '@/config/agentCentre';
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

/** The session whose notice was put away (a new login shows it again; the token names the session). */
const DISMISSED_KEY = 'contractRequestsDismissed';

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
export default function AgentContractRequests({ token }: { token: string }) {
  const { t } = useTranslation(['agent', 'shell']);
  const flags = useFeatureFlags();
  const agentCentre = useAgentCentre();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  const consolidated = useQuery({
    queryKey: queryKeys.wallet.consolidated(),
    queryFn: () => api.call(walletContract.consolidated, {}),
  });
  const pages = requestedContracts(consolidated.data, flags);
  if (pages.length === 0 || dismissed === token) return null;
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
            sessionStorage.setItem(DISMISSED_KEY, token);
            setDismissed(token);
          }}
        >
          {t('agent:contracts.later')}
        </Button>
      </div>
    </section>
  );
}
