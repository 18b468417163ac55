import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { memberContract } from '@/contracts/member.contract';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { formatDateTime } from '@/ui/components/format';
import { useModals } from '@/ui/hooks/modals';
import { useSecurityText } from './useSecurityText';

/** A mobile number as the server masked it; an unmasked one is masked here all the same (spec 01 §3). */
export function maskMobile(mobile: string): string {
  if (mobile.includes('*')) return mobile;
  const digits = mobile.replace(/\s+/g, '');
  return `${digits.slice(0, Math.max(0, digits.length - 4))}****`;
}

/** Profile (spec 01 §2 my account): who the member is, as member info says, and the password change. */
export function ProfileSection() {
  const { t } = useSecurityText();
  const modals = useModals();
  const info = useQuery({
    queryKey: queryKeys.member.info(),
    queryFn: () => api.call(memberContract.info, {}),
  });
  if (info.isPending)
    return (
      <div aria-busy="true" aria-label={t('security.profile.loading')} className="security-section">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width="70%" />
        ))}
      </div>
    );
  if (info.isError)
    return (
      <LoadFailure
        title={t('security.profile.loadFailed')}
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  const m = info.data;
  const rows: [string, string][] = [
    [t('security.profile.account'), m.account],
    [t('security.profile.nickname'), m.nickname || '—'],
    [t('security.profile.mobile'), m.mobile ? maskMobile(m.mobile) : '—'],
    [t('security.profile.email'), m.email || '—'],
    [t('security.profile.rank'), m.clubLabel?.labelName || '—'],
    [t('security.profile.registered'), m.regDate ? formatDateTime(m.regDate) : '—'],
  ];
  return (
    <div className="security-section">
      <dl className="security-profile">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ActionRow>
        <Button variant="secondary" onClick={() => modals.open('changePassword', { username: m.account })}>
          {t('security.profile.changePassword')}
        </Button>
      </ActionRow>
    </div>
  );
}
