import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Inbox from 'lucide-react/icons/inbox';
import Trash2 from 'lucide-react/icons/trash-2';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { messagesContract, type InboxMessage } from '@/contracts/messages.contract';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Pagination } from '@/ui/components/Pagination';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Skeleton } from '@/ui/components/Skeleton';
import { formatDateTime } from '@/ui/components/format';
import { useDialogs } from '@/ui/hooks/dialogs';
import './inbox.css';

const PAGE_SIZE = 10;

/** After a read or a delete: the inbox and the header's unread count (and the centre's badge) follow. */
function useInboxRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.messages.inboxAll() });
    void client.invalidateQueries({ queryKey: queryKeys.messages.unreadCount() });
  };
}

function MessageItem({
  message,
  open,
  onToggle,
  onDelete,
  deleting,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
  deleting: boolean;
}) {
  const { t } = useTranslation('memberInbox');
  const id = String(message.id);
  const unread = message.isRead !== true;
  return (
    <li className={`inbox-item${unread ? ' inbox-item--unread' : ''}`}>
      <h3 className="inbox-item__heading">
        <button
          type="button"
          className="inbox-item__toggle"
          aria-expanded={open}
          aria-controls={`inbox-body-${id}`}
          onClick={onToggle}
        >
          {unread && <span className="inbox-item__dot" aria-hidden="true" />}
          <span className="inbox-item__title">{message.title}</span>
          {unread && <span className="visually-hidden">{t('messages.unread')}</span>}
          <ChevronDown className="icon inbox-item__chevron" aria-hidden="true" />
        </button>
      </h3>
      <p className="inbox-item__meta">
        {message.sender ? `${message.sender} · ` : ''}
        {formatDateTime(message.createTime)}
      </p>
      {open && (
        <div id={`inbox-body-${id}`} className="inbox-item__body">
          <SafeHtml html={message.content} />
          <ActionRow>
            <Button variant="secondary" size="small" loading={deleting} onClick={onDelete}>
              <Trash2 className="icon" aria-hidden="true" />
              {t('messages.delete')}
            </Button>
          </ActionRow>
        </div>
      )}
    </li>
  );
}

/**
 * Platform information (messageV2, spec 01 §2): the inbox, ten to a page; opening a message reads it
 * (one mark-read call) and the header's unread count and the menu badge follow; a message can be
 * deleted after a confirmation. Message bodies are server HTML, shown only through SafeHtml.
 */
export default function MessagesPage() {
  const { t } = useTranslation(['memberInbox', 'common']);
  const dialogs = useDialogs();
  const refresh = useInboxRefresh();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useQuery({
    queryKey: queryKeys.messages.inbox(page),
    queryFn: () => api.call(messagesContract.inbox, { query: { pageNo: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const markRead = useMutation({
    mutationFn: (id: string) => api.call(messagesContract.markRead, { body: { messageIds: [id] } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.call(messagesContract.remove, { query: { messageIds: id } }),
    onSuccess: () => {
      setOpenId(null);
      refresh();
    },
  });

  if (inbox.isPending)
    return (
      <ul className="inbox-list" aria-busy="true" aria-label={t('messages.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <li key={i} className="inbox-item">
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </li>
        ))}
      </ul>
    );
  if (inbox.isError)
    return (
      <LoadFailure
        title={t('messages.loadFailed')}
        error={inbox.error}
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  const messages = inbox.data.list ?? [];
  if (messages.length === 0)
    return (
      <EmptyState
        icon={Inbox}
        level={3}
        title={t('messages.empty.title')}
        message={t('messages.empty.message')}
      />
    );

  const toggle = (message: InboxMessage) => {
    const id = String(message.id);
    if (openId === id) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    if (message.isRead !== true && !markRead.isPending) markRead.mutate(id);
  };
  const confirmDelete = async (message: InboxMessage) => {
    const ok = await dialogs.confirm(t('messages.deleteConfirm', { title: message.title }), {
      confirmLabel: t('messages.delete'),
      danger: true,
    });
    if (ok) remove.mutate(String(message.id));
  };
  return (
    <div className="inbox-page">
      {(markRead.isError || remove.isError) && (
        <p className="inbox-failure" role="alert">
          {t(remove.isError ? 'messages.deleteFailed' : 'messages.readFailed')}
        </p>
      )}
      <ul className="inbox-list" aria-label={t('messages.list')}>
        {messages.map((m) => (
          <MessageItem
            key={String(m.id)}
            message={m}
            open={openId === String(m.id)}
            onToggle={() => toggle(m)}
            onDelete={() => void confirmDelete(m)}
            deleting={remove.isPending && remove.variables === String(m.id)}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={inbox.data.totalPages ?? 1}
        onChange={(next) => {
          setOpenId(null);
          setPage(next);
        }}
        label={t('messages.pages')}
      />
    </div>
  );
}
