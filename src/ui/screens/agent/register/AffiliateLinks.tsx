import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link2 from 'lucide-react/icons/link-2';
import Trash2 from 'lucide-react/icons/trash-2';
import { api } from '@/api/instance';
import { messageKeyOf } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { agentContract, affiliateUrl, type AffiliateUrl } from '@/contracts/agent.contract';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { CopyButton } from '@/ui/components/CopyButton';
import { EmptyState } from '@/ui/components/EmptyState';
import { formatDateTime } from '@/ui/components/format';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { QrCode } from '@/ui/components/QrCode';
import { Skeleton } from '@/ui/components/Skeleton';
import { useDialogs } from '@/ui/hooks/dialogs';

type LinkType = 'member' | 'agent';

/**
 * Affiliate links (registerCenter, spec 02 §2): the agent's registration links, each with its
 * code, QR code, copy button and registrations; a new link (for members, or for agents where the
 * agent may register agents) and deletion after a confirmation. Links are shown and copied, never
 * opened by the site.
 */
export function AffiliateLinks({ canRegisterAgent }: { canRegisterAgent: boolean }) {
  const { t } = useTranslation(['agent', 'errors']);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [type, setType] = useState<LinkType>('member');
  const typeId = useId();
  const links = useQuery({
    queryKey: queryKeys.agent.affiliateUrls(),
    queryFn: ({ signal }) => api.call(agentContract.affiliateUrls, {}, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.agent.affiliateUrls() });
  const reason = (error: unknown) => t(messageKeyOf(error), { defaultValue: t('errors:system') });
  const create = useMutation({
    mutationFn: () => api.call(agentContract.addAffiliateUrl, { body: { accountType: type } }),
    onSuccess: async (value) => {
      await refresh();
      const parsed = affiliateUrl.safeParse(value);
      if (parsed.success) await dialogs.alert(t('links.created', { code: parsed.data.affiliateCode ?? '' }));
    },
    onError: (error) => void dialogs.alert(reason(error)),
  });
  const remove = async (link: AffiliateUrl) => {
    const code = link.affiliateCode ?? String(link.affiUrlId);
    if (!(await dialogs.confirm(t('links.deleteConfirm', { code }), { danger: true }))) return;
    try {
      await api.call(agentContract.deleteAffiliateUrl, { query: { affiUrlId: String(link.affiUrlId) } });
      await refresh();
      await dialogs.alert(t('links.deleted', { code }));
    } catch (error) {
      await dialogs.alert(reason(error));
    }
  };

  return (
    <div className="agent-page">
      <p className="wallet-note">{t('links.intro')}</p>
      <div className="agent-search">
        {canRegisterAgent && (
          <div className="field">
            <label className="field__label" htmlFor={typeId}>
              {t('links.createFor')}
            </label>
            <div className="field__control">
              <select
                id={typeId}
                className="field__input"
                value={type}
                onChange={(e) => setType(e.target.value === 'agent' ? 'agent' : 'member')}
              >
                <option value="member">{t('team.types.member')}</option>
                <option value="agent">{t('team.types.agent')}</option>
              </select>
            </div>
          </div>
        )}
        {/* One request per press: the button waits while the link is created. */}
        <Button size="small" loading={create.isPending} onClick={() => create.mutate()}>
          {t('links.create')}
        </Button>
      </div>
      {links.isPending ? (
        <div className="agent-list" aria-busy="true" aria-label={t('links.loading')}>
          <Skeleton shape="block" height={120} />
          <Skeleton shape="block" height={120} />
        </div>
      ) : links.isError ? (
        <LoadFailure
          title={t('links.failed')}
          error={links.error}
          onRetry={() => void links.refetch()}
          retrying={links.isFetching}
        />
      ) : links.data.length === 0 ? (
        <EmptyState
          icon={Link2}
          level={3}
          title={t('links.empty.title')}
          message={t('links.empty.message')}
        />
      ) : (
        <ul className="agent-list" aria-label={t('links.listLabel')}>
          {links.data.map((link) => {
            const code = link.affiliateCode ?? String(link.affiUrlId);
            return (
              <li key={String(link.affiUrlId)} className="agent-link">
                <QrCode value={link.url} size={120} margin={8} label={t('links.qr', { code })} />
                <div className="agent-link__body">
                  <p className="agent-link__code">{t('links.code', { code })}</p>
                  <p className="agent-link__url">{link.url}</p>
                  <p className="agent-link__meta">
                    {t('links.registered', { count: link.registeredCount ?? 0 })} ·{' '}
                    {formatDateTime(link.createTime)}
                  </p>
                  <ActionRow>
                    <CopyButton value={link.url}>{t('links.copy', { code })}</CopyButton>
                    <Button size="small" variant="ghost" onClick={() => void remove(link)}>
                      <Trash2 className="icon" aria-hidden="true" />
                      {t('links.delete', { code })}
                    </Button>
                  </ActionRow>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
