import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { agentContract } from '@/contracts/agent.contract';
import { registrationContract } from '@/contracts/registration.contract';
import { toDecimalOrZero } from '@/money/money';
import type { OwnRebate } from '@/validation/downline';
import { LoadFailure } from '@/ui/components/LoadFailure';
import '@/ui/components/records/records.css';
import { Skeleton } from '@/ui/components/Skeleton';
import { Tabs } from '@/ui/components/Tabs';
import '@/ui/components/transfer/wallet.css';
import { AffiliateLinks } from './AffiliateLinks';
import { RegisteredAffiliates } from './RegisteredAffiliates';
import { RegisterDownlineForm } from './RegisterDownlineForm';

type Part = 'register' | 'links' | 'affiliates';

/** The agent's own rebate per product (decimal strings): each bounds a downline's for that product. */
function ownRebates(settings: readonly { productType: string; rebate: string | number }[]): OwnRebate[] {
  return settings.map((s) => ({ productType: s.productType, rebate: toDecimalOrZero(s.rebate) }));
}

/**
 * Account (registerCenter, spec 02 §2): register a downline, the affiliate links, and the
 * players registered through them, as three tabs. The form waits for the agent's rebate and the
 * registration rules, which it checks against.
 */
export default function RegisterCentrePage() {
  const { t } = useTranslation('agent');
  const [part, setPart] = useState<Part>('register');
  const setup = useQuery({
    queryKey: queryKeys.agent.defaults(),
    queryFn: async ({ signal }) => {
      const [rebates, defaults, rules] = await Promise.all([
        api.call(agentContract.globalRebateSettings, {}, { signal }),
        api.call(agentContract.defaults, {}, { signal }),
        api.call(registrationContract.settings, {}, { signal }).catch(() => undefined),
      ]);
      return {
        ownRebates: ownRebates(rebates),
        canRegisterAgent: defaults.canRegisterAgent !== false,
        rules,
      };
    },
  });
  return (
    <Tabs<Part>
      label={t('menu.registerCenter')}
      selected={part}
      onSelect={setPart}
      items={[
        { key: 'register', label: t('register.title') },
        { key: 'links', label: t('links.title') },
        { key: 'affiliates', label: t('affiliates.title') },
      ]}
    >
      {setup.isPending ? (
        <div className="agent-page" aria-busy="true" aria-label={t('pageLoading')}>
          <Skeleton shape="block" height={200} />
        </div>
      ) : setup.isError ? (
        <LoadFailure error={setup.error} onRetry={() => void setup.refetch()} retrying={setup.isFetching} />
      ) : part === 'register' ? (
        <RegisterDownlineForm
          ownRebates={setup.data.ownRebates}
          rules={setup.data.rules}
          canRegisterAgent={setup.data.canRegisterAgent}
        />
      ) : part === 'links' ? (
        <AffiliateLinks canRegisterAgent={setup.data.canRegisterAgent} />
      ) : (
        <RegisteredAffiliates />
      )}
    </Tabs>
  );
}
