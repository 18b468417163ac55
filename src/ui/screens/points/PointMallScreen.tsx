import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Coins from 'lucide-react/icons/coins';
import { readPointsShopHandoff, setPointsShopHandoff } from '@/api/points-handoff';
import type { PointReward } from '@/contracts/points.contract';
import { isPositive } from '@/money/money';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatPoints } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { Tabs, type TabItem } from '@/ui/components/Tabs';
import { useModals } from '@/ui/hooks/modals';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { useProtectedAction } from '@/ui/hooks/useProtectedAction';
import { useIsLoggedIn } from '@/ui/hooks/useSession';
import { ConvertForm } from './ConvertForm';
import { RedeemDialog } from './RedeemDialog';
import { PointsLedger } from './PointsLedger';
import { RedeemHistory } from './RedeemHistory';
import { RewardCatalogue } from './RewardCatalogue';
import { usePointBalance, usePointConfig, usePointRewards } from './usePoints';
import './points.css';

type PointsTab = 'rewards' | 'convert' | 'history' | 'ledger';

/** The note the shop leaves when it sends a member to deposit from a reward (spec 01 §2 handoff). */
const HANDOFF_PREFIX = 'redeem:';

function LoginPrompt({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('content');
  const modals = useModals();
  return (
    <EmptyState
      icon={Coins}
      level={3}
      title={title}
      message={message}
      action={<Button onClick={() => modals.open('login', {})}>{t('points.visitor.login')}</Button>}
    />
  );
}

/** The member's points, or the way to log in to see them. */
function PointsSummary() {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const balance = usePointBalance();
  if (!loggedIn)
    return <LoginPrompt title={t('points.visitor.title')} message={t('points.visitor.message')} />;
  if (balance.isPending) return <Skeleton shape="block" height={56} />;
  if (balance.isError)
    return (
      <LoadFailure
        title={t('points.balanceFailed')}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  if (balance.data === null) return <PointsUnknown />;
  return (
    <section className="points__balance" aria-labelledby="points-balance-label">
      <span id="points-balance-label">{t('points.yourPoints')}</span>
      <strong>{t('points.amount', { points: formatPoints(balance.data) })}</strong>
    </section>
  );
}

/** A balance the backend does not name: nothing that spends points is offered. */
function PointsUnknown() {
  const { t } = useTranslation('content');
  return (
    <EmptyState
      icon={Coins}
      level={3}
      title={t('points.unknown.title')}
      message={t('points.unknown.message')}
    />
  );
}

/** The conversion panel: the merchant's ratio and the member's balance, or why it cannot be used. */
function ConvertPanel({ onOpenWallet, onOpenRecords }: { onOpenWallet(): void; onOpenRecords(): void }) {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const balance = usePointBalance();
  const config = usePointConfig();
  const [round, setRound] = useState(0);
  if (!loggedIn)
    return <LoginPrompt title={t('points.visitor.convertTitle')} message={t('points.visitor.message')} />;
  if (balance.isPending || config.isPending) return <Skeleton shape="block" height={200} />;
  if (config.isError || balance.isError)
    return (
      <LoadFailure
        title={t('points.convert.failed')}
        error={config.error ?? balance.error}
        onRetry={() => {
          if (config.isError) void config.refetch();
          if (balance.isError) void balance.refetch();
        }}
      />
    );
  const { ratio, minimum, enabled } = config.data;
  if (balance.data === null) return <PointsUnknown />;
  if (!enabled || ratio === null || !isPositive(ratio))
    return (
      <EmptyState
        icon={Coins}
        level={3}
        title={t('points.convert.off.title')}
        message={t('points.convert.off.message')}
      />
    );
  return (
    <ConvertForm
      // Another conversion is a fresh order from the balance as it is now.
      key={round}
      balance={balance.data}
      ratio={ratio}
      minimum={minimum}
      onAgain={() => setRound((n) => n + 1)}
      onOpenWallet={onOpenWallet}
      onOpenRecords={onOpenRecords}
    />
  );
}

/** The reward the member left to deposit for, when it is on the catalogue page shown. */
function useResumedReward(page: number): PointReward | null {
  const [note] = useState(() => readPointsShopHandoff());
  const rewards = usePointRewards(page);
  if (!note?.startsWith(HANDOFF_PREFIX)) return null;
  const id = note.slice(HANDOFF_PREFIX.length);
  return rewards.data?.list.find((r) => String(r.id) === id) ?? null;
}

/**
 * /pointMall, the points shop (spec 01 §2, wire protocol §1.7; ADR 027): the member's points,
 * the rewards to redeem (every points call carries the token, so a visitor is offered the login
 * instead of a call that would read as an expired session), the conversion of
 * points to wallet balance at the merchant's ratio, and the redeem history. A member short of points
 * goes to deposit from the reward; the shop offers that reward again when they come back.
 */
export default function PointMallScreen() {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const balance = usePointBalance();
  const memberCentre = useMemberCentre();
  const [tab, setTab] = useState<PointsTab>('rewards');
  const [page, setPage] = useState(1);
  // The reward asked for: a member's intent is performed within `protect`, before a state update lands.
  const asked = useRef<PointReward | null>(null);
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const resumed = useResumedReward(page);
  const protect = useProtectedAction((intent) => {
    const reward = asked.current;
    if (intent.kind === 'redeem' && reward && String(reward.id) === intent.rewardId) setRedeeming(reward);
  });
  const redeem = (reward: PointReward) => {
    asked.current = reward;
    protect({ kind: 'redeem', rewardId: String(reward.id) });
  };

  const tabs: TabItem<PointsTab>[] = [
    { key: 'rewards', label: t('points.tabs.rewards') },
    { key: 'convert', label: t('points.tabs.convert') },
    // A visitor has no history: the tab comes with the login.
    ...(loggedIn
      ? [
          { key: 'history' as const, label: t('points.tabs.history') },
          { key: 'ledger' as const, label: t('points.tabs.ledger') },
        ]
      : []),
  ];

  return (
    <section className="points" aria-labelledby="points-title">
      <header className="points__intro">
        <h1 id="points-title">{t('points.title')}</h1>
        <p>{t('points.intro')}</p>
      </header>
      <div className="points__card">
        <PointsSummary />
      </div>
      {loggedIn && balance.data != null && resumed && !redeeming && (
        <div className="points__resume" role="status">
          <p>{t('points.resume.text', { name: resumed.name })}</p>
          <Button size="small" onClick={() => redeem(resumed)}>
            {t('points.resume.action')}
          </Button>
        </div>
      )}
      <Tabs<PointsTab> items={tabs} selected={tab} onSelect={setTab} label={t('points.tabs.label')}>
        {tab === 'rewards' &&
          (loggedIn && balance.data === null ? (
            <PointsUnknown />
          ) : loggedIn ? (
            <RewardCatalogue page={page} onPage={setPage} onRedeem={redeem} />
          ) : (
            <LoginPrompt
              title={t('points.visitor.rewardsTitle')}
              message={t('points.visitor.rewardsMessage')}
            />
          ))}
        {tab === 'convert' && (
          <ConvertPanel
            onOpenWallet={() => memberCentre.open('transferFund')}
            onOpenRecords={() => memberCentre.open('transactionHistory')}
          />
        )}
        {tab === 'history' && loggedIn && <RedeemHistory />}
        {tab === 'ledger' && loggedIn && <PointsLedger />}
      </Tabs>
      {redeeming && balance.data != null && (
        <RedeemDialog
          reward={redeeming}
          balance={balance.data}
          onClose={() => setRedeeming(null)}
          onEarnMore={() => {
            setPointsShopHandoff(`${HANDOFF_PREFIX}${String(redeeming.id)}`);
            setRedeeming(null);
            memberCentre.open('depositv2');
          }}
          onShowHistory={() => {
            setRedeeming(null);
            setTab('history');
          }}
        />
      )}
    </section>
  );
}
