import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import Gift from 'lucide-react/icons/gift';
import { paths } from '@/config/paths';
import { promotionCategoryCode, type PromotionCategoryCode } from '@/contracts/promotions.contract';
import { EmptyState } from '@/ui/components/EmptyState';
import { LazyImage } from '@/ui/components/LazyImage';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { Tabs } from '@/ui/components/Tabs';
import { PromotionStatusLabel } from './PromotionStatus';
import { PromotionPeriod } from './PromotionPeriod';
import { usePromotions, type PromotionView } from './usePromotions';
import './promotions.css';

const ORDER = promotionCategoryCode.options;
const CATEGORY_PARAM = 'category';

function PromotionCard({ promotion }: { promotion: PromotionView }) {
  const { t } = useTranslation('content');
  const href = paths.promoDetail.getHref({ id: promotion.id });
  const titleId = `promo-${promotion.id}`;
  return (
    <article className="promo-card" aria-labelledby={titleId}>
      <LazyImage src={promotion.imageUrl} alt="" className="promo-card__image" width={800} height={300} />
      <div className="promo-card__body">
        <h2 id={titleId} className="promo-card__title">
          {promotion.title}
        </h2>
        <PromotionPeriod promotion={promotion} />
        <div className="promo-card__footer">
          <PromotionStatusLabel status={promotion.status} />
          {/* The name starts with the visible "Details" (label in name) and says which promotion. */}
          <Link
            href={href}
            className="btn btn--primary btn--small promo-card__more"
            aria-label={`${t('promotions.details')}: ${promotion.title}`}
          >
            {t('promotions.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * /promotions (spec 01 §2, ADR 025): the merchant's promotions by A's categories (only the
 * categories that have promotions, in A's order, after All), each card with its picture, period and
 * the member's status, leading to its detail page. `?category=` opens a category (banner links), and a
 * tab change writes it back as a history entry, so back returns to the tab before (ADR 039).
 */
export default function PromotionsScreen() {
  const { t } = useTranslation('content');
  const search = useSearch();
  const [path, navigate] = useLocation();
  const { query, data } = usePromotions();
  // The address is the tab's only state: reload, a shared link and back all show the same category.
  const asked = promotionCategoryCode.safeParse(new URLSearchParams(search).get(CATEGORY_PARAM));
  const category: PromotionCategoryCode = asked.success ? asked.data : 'all';
  const setCategory = (next: PromotionCategoryCode) => {
    const params = new URLSearchParams(search);
    // All is the default: left out of the address.
    if (next === 'all') params.delete(CATEGORY_PARAM);
    else params.set(CATEGORY_PARAM, next);
    const address = params.toString();
    navigate(address ? `${path}?${address}` : path);
  };

  let body;
  if (query.isPending) {
    body = (
      <div className="promo-grid" role="status" aria-busy="true" aria-label={t('promotions.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" height={260} />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadFailure
        title={t('promotions.failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState icon={Gift} title={t('promotions.none.title')} message={t('promotions.none.message')} />
    );
  } else {
    const present = new Set(data.map((p) => p.category));
    const categories = ORDER.filter((c) => c === 'all' || present.has(c));
    const selected = categories.includes(category) ? category : 'all';
    const shown = selected === 'all' ? data : data.filter((p) => p.category === selected);
    body = (
      <Tabs<PromotionCategoryCode>
        label={t('promotions.categories')}
        items={categories.map((c) => ({ key: c, label: t(`promotions.category.${c}`) }))}
        selected={selected}
        onSelect={setCategory}
      >
        <div className="promo-grid">
          {shown.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </div>
      </Tabs>
    );
  }

  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <header className="promotions__intro">
        <h1 id="promotions-title">{t('promotions.title')}</h1>
        <p>{t('promotions.intro')}</p>
      </header>
      {body}
    </section>
  );
}
