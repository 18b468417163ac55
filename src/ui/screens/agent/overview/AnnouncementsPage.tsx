import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Megaphone from 'lucide-react/icons/megaphone';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { agentContract } from '@/contracts/agent.contract';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Skeleton } from '@/ui/components/Skeleton';

/**
 * Announcement (agentAnnouncement, spec 02 §2): the notices for agents, newest first, each a
 * disclosure whose content (server HTML) goes through the one sanitizing component.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const notices = useQuery({
    queryKey: queryKeys.agent.announcements(),
    queryFn: ({ signal }) =>
      api.call(agentContract.announcements, { query: { pageNo: 1, pageSize: 50 } }, { signal }),
  });
  if (notices.isPending)
    return (
      <div className="agent-list" aria-busy="true" aria-label={t('announcements.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" height={56} />
        ))}
      </div>
    );
  if (notices.isError)
    return (
      <LoadFailure
        title={t('announcements.failed')}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        retrying={notices.isFetching}
      />
    );
  if (notices.data.length === 0)
    return (
      <EmptyState
        icon={Megaphone}
        level={3}
        title={t('announcements.empty.title')}
        message={t('announcements.empty.message')}
      />
    );
  return (
    <ul className="agent-list">
      {notices.data.map((notice, i) => (
        <li key={String(notice.id)}>
          {/* The newest is open: an agent opening the page came to read it. */}
          <details className="agent-notice" open={i === 0}>
            <summary className="agent-notice__title">{notice.title}</summary>
            <p className="agent-notice__date">
              {t('announcements.posted', { date: formatDateTime(notice.startDate) })}
            </p>
            <SafeHtml html={notice.content ?? ''} className="agent-notice__body" />
          </details>
        </li>
      ))}
    </ul>
  );
}
