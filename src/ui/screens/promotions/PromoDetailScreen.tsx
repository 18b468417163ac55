import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import SearchX from 'lucide-react/icons/search-x';
import { paths } from '@/config/paths';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LazyImage } from '@/ui/components/LazyImage';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Skeleton } from '@/ui/components/Skeleton';
import { useModals } from '@/ui/hooks/modals';
import { ApplyForm } from './ApplyForm';
import { PromotionPeriod } from './PromotionPeriod';
import { PromotionStatusLabel } from './PromotionStatus';
import { usePromotions, type PromotionView } from './usePromotions';
import './promotions.css';

/**
 * What the member can do here: apply when open, log in first as a visitor; an application under review
 * says so; any other status speaks for itself in the header.
 */
function ApplyArea({ promotion, loggedIn }: { promotion: PromotionView; loggedIn: boolean }) {
  const { t } = useTranslation('content');
  const modals = useModals();
  if (promotion.status === 'Applying')
    return (
      <p role="status" className="promo-apply__done">
        {t('promotions.apply.sent')}
      </p>
    );
  if (promotion.status !== null) return null;
  if (!loggedIn)
    return (
      <div className="promo-apply">
        <p>{t('promotions.apply.visitor')}</p>
        <Button onClick={() => modals.open('login', {})}>{t('promotions.apply.login')}</Button>
      </div>
    );
  return <ApplyForm key={promotion.id} promotionId={promotion.id} />;
}

/**
 * /promoDetail?id= (spec 01 §2, ADR 025): one promotion with its picture, period, status and
 * content (server HTML, through SafeHtml only), and the application for members.
 */
export default function PromoDetailScreen() {
  const { t } = useTranslation('content');
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const { query, data, loggedIn } = usePromotions();
  const back = (
    <Link href={paths.promotions.getHref()} className="promo-detail__back">
      {t('promotions.back')}
    </Link>
  );

  if (query.isPending)
    return (
      <section className="promotions" aria-busy="true" aria-label={t('promotions.loading')}>
        <Skeleton shape="block" height={300} />
      </section>
    );
  if (query.isError)
    return (
      <section className="promotions">
        <LoadFailure
          title={t('promotions.failed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  const promotion = data?.find((p) => p.id === id);
  if (!promotion)
    return (
      <section className="promotions">
        <EmptyState
          icon={SearchX}
          title={t('promotions.notFound.title')}
          message={t('promotions.notFound.message')}
          action={back}
        />
      </section>
    );
  return (
    <article className="promotions promo-detail" aria-labelledby="promo-detail-title">
      {back}
      <LazyImage
        src={promotion.imageUrl}
        alt=""
        eager
        className="promo-detail__image"
        width={800}
        height={300}
      />
      <header className="promo-detail__head">
        <h1 id="promo-detail-title">{promotion.title}</h1>
        <PromotionPeriod promotion={promotion} />
        <PromotionStatusLabel status={promotion.status} />
      </header>
      <SafeHtml html={promotion.content} className="promo-detail__content" />
      <ApplyArea promotion={promotion} loggedIn={loggedIn} />
    </article>
  );
}
