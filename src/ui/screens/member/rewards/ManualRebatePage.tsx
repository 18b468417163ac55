import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Coins from 'lucide-react/icons/coins';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { promotionsContract, type RebateSetting } from '@/contracts/promotions.contract';
import { compare, isPositive, sum, toDecimalOrZero } from '@/money/money';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { useDepositText as useMoneyText } from '../deposit/text';
import { RewardList, useClaim } from './RewardList';
import './rewards.css';

/** A rebate can be claimed once it is positive and reaches the merchant's minimum (when one is set). */
function isClaimable(row: RebateSetting): boolean {
  const amount = toDecimalOrZero(row.amount);
  if (!isPositive(amount)) return false;
  return row.minimumClaim == null || compare(amount, toDecimalOrZero(row.minimumClaim)) >= 0;
}

/**
 * Manual rebate (manualRebate, spec 01 §2, ADR 024): each product type's rate, the valid bets since the last
 * claim and the rebate they earn, claimed one product at a time through the claim machine (a double
 * click claims once); the balance and the list refresh after a claim.
 */
export default function ManualRebatePage() {
  const { t } = useTranslation(['memberRewards', 'memberRecords']);
  const text = useMoneyText();
  const { claim, onAction } = useClaim();
  const rebate = useQuery({
    queryKey: queryKeys.promotions.rebate(),
    queryFn: () => api.call(promotionsContract.rebateSettings, {}),
  });

  if (rebate.isPending)
    return (
      <div className="reward-list" aria-busy="true" aria-label={t('rebate.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" height={72} />
        ))}
      </div>
    );
  if (rebate.isError)
    return (
      <LoadFailure title={t('rebate.failed')} error={rebate.error} onRetry={() => void rebate.refetch()} />
    );
  const rows = rebate.data;
  if (rows.length === 0)
    return (
      <EmptyState icon={Coins} level={3} title={t('rebate.none.title')} message={t('rebate.none.message')} />
    );

  const product = (type: string) => t(`memberRecords:products.${type}`, { defaultValue: type });
  const claimable = sum(rows.filter(isClaimable).map((r) => toDecimalOrZero(r.amount)));
  return (
    <div className="rewards-page">
      <div className="rebate-total">
        <span>{t('rebate.total')}</span>
        <strong>{text.money(claimable)}</strong>
      </div>
      {claim.claimed && (
        <p className="rewards-done" role="status">
          {t('rebate.claimed', { product: product(claim.claimed.id) })}
        </p>
      )}
      {claim.failure && (
        <p className="rewards-failure" role="alert">
          {text.failure(claim.failure)}
        </p>
      )}
      <RewardList
        label={t('rebate.list')}
        claiming={claim.claiming}
        onAction={onAction}
        rows={rows.map((r) => ({
          key: r.productType,
          title: product(r.productType),
          detail: (
            <>
              {t('rebate.detail', {
                rate: toDecimalOrZero(r.rate),
                validBet: text.money(r.validBet),
                amount: text.money(r.amount),
              })}
              {!isClaimable(r) && (
                <>
                  {' · '}
                  {r.minimumClaim != null && isPositive(toDecimalOrZero(r.amount))
                    ? t('rebate.belowMinimum', { min: text.money(r.minimumClaim) })
                    : t('rebate.nothing')}
                </>
              )}
            </>
          ),
          ...(isClaimable(r)
            ? { actions: [{ kind: 'rebate' as const, id: r.productType, label: 'claim' as const }] }
            : {}),
        }))}
      />
    </div>
  );
}
