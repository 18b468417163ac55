import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES_PER_PAGE } from '@/config/constants';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { Spinner } from '@/ui/components/Spinner';
import { useAnnouncements } from '@/ui/hooks/queries';
import { NoticeList } from './NoticeList';

/** /noticePage: 9 notices per page, title list, pagination, HTML detail (spec 01 §2). */
export default function NoticePage() {
  const { t } = useTranslation('shell');
  const { data, isLoading, isError, error, isFetching, refetch } = useAnnouncements();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const notices = data?.player ?? [];
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, totalPages);
  const pageNotices = notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
  return (
    <section className="notice-page" aria-labelledby="notice-page-title" data-testid="notice-page">
      <h1 id="notice-page-title">{t('notice.title')}</h1>
      {isLoading ? (
        <Spinner block />
      ) : isError ? (
        <LoadFailure
          error={error}
          title={t('notice.loadFailed')}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <NoticeList notices={pageNotices} selected={selected} onSelect={setSelected}>
          <Pagination
            page={current}
            totalPages={totalPages}
            onChange={(p) => {
              setPage(p);
              setSelected(0);
            }}
          />
        </NoticeList>
      )}
    </section>
  );
}
