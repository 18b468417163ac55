import { useTranslation } from 'react-i18next';
import Crown from 'lucide-react/icons/crown';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { RankProgress } from '@/ui/components/RankProgress';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Skeleton } from '@/ui/components/Skeleton';
import { useModals } from '@/ui/hooks/modals';
import { useMerchantPromotions } from '@/ui/hooks/queries';
import { useIsLoggedIn } from '@/ui/hooks/useSession';
import './vip.css';

/** The ranks and their benefits: the merchant's promotions filed as player_rank_rules (spec 02 §1 categories). */
function RankRules() {
  const { t } = useTranslation('content');
  const rules = useMerchantPromotions((list) => list.filter((p) => p.category === 'player_rank_rules'));
  if (rules.isPending) return <Skeleton shape="block" height={240} />;
  if (rules.isError)
    return (
      <LoadFailure title={t('vip.rulesFailed')} error={rules.error} onRetry={() => void rules.refetch()} />
    );
  if (rules.data.length === 0)
    return (
      <EmptyState icon={Crown} level={3} title={t('vip.noRules.title')} message={t('vip.noRules.message')} />
    );
  return (
    <div className="vip__rules">
      {rules.data.map((rule) => (
        <article key={String(rule.id)} className="vip__rule" aria-labelledby={`vip-rule-${rule.id}`}>
          <h3 id={`vip-rule-${rule.id}`}>{rule.title}</h3>
          <SafeHtml html={rule.content ?? ''} className="vip__rule-body" />
        </article>
      ))}
    </div>
  );
}

/**
 * /vip (spec 01 §2): the member's own rank and its progress (the rank progress call,
 * the same view as the member centre's VIP rank page), and the ranks with their benefits. A visitor
 * sees the benefits and is offered the login to see a rank.
 */
export default function VipScreen() {
  const { t } = useTranslation('content');
  const loggedIn = useIsLoggedIn();
  const modals = useModals();
  return (
    <section className="vip" aria-labelledby="vip-title">
      <header className="vip__intro">
        <h1 id="vip-title">{t('vip.title')}</h1>
        <p>{t('vip.intro')}</p>
      </header>
      <section className="vip__card" aria-labelledby="vip-mine">
        <h2 id="vip-mine">{t('vip.mine')}</h2>
        {loggedIn ? (
          <RankProgress />
        ) : (
          <EmptyState
            icon={Crown}
            level={3}
            title={t('vip.visitor.title')}
            message={t('vip.visitor.message')}
            action={<Button onClick={() => modals.open('login', {})}>{t('vip.visitor.login')}</Button>}
          />
        )}
      </section>
      <section aria-labelledby="vip-rules">
        <h2 id="vip-rules">{t('vip.rules')}</h2>
        <RankRules />
      </section>
    </section>
  );
}
