import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { flagOn } from '@/contracts/common';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { memberContract } from '@/contracts/member.contract';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { formatDateTime } from '@/ui/components/format';
import { useModals } from '@/ui/hooks/modals';
import { ProfileEditor } from './ProfileEditor';
import { useSecurityText } from './useSecurityText';

/** A mobile number as the server masked it; an unmasked one is masked here all the same (spec 01 §3). */
export function maskMobile(mobile: string): string {
  if (mobile.includes('*')) return mobile;
  const digits = mobile.replace(/\s+/g, '');
  return `${digits.slice(0, Math.max(0, digits.length - 4))}****`;
}

/**
 * Identity verification where the merchant runs it (ADR 028): the status only; a failed or
 * switched-off setting shows nothing, since the rest of the profile does not depend on it.
 */
function useKycStatus() {
  const kyc = useQuery({
    queryKey: queryKeys.member.kyc(),
    queryFn: () => api.call(memberContract.kycSetting, {}),
  });
  return kyc.data && flagOn(kyc.data.enabled) ? (kyc.data.status ?? 'NOT_SUBMITTED') : null;
}

/**
 * Profile (spec 01 §2 my account): who the member is, as member info says, the KYC status, the profile
 * editor and the password change.
 */
export function ProfileSection() {
  const { t } = useSecurityText();
  const modals = useModals();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const kyc = useKycStatus();
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
  if (editing)
    return (
      <div className="security-section">
        <ProfileEditor
          member={m}
          onDone={(done) => {
            setSaved(done);
            setEditing(false);
          }}
        />
      </div>
    );
  const rows: [string, string][] = [
    [t('security.profile.account'), m.account],
    [t('security.profile.nickname'), m.nickname || '—'],
    [t('security.profile.payeeName'), m.payeeName || '—'],
    [t('security.profile.mobile'), m.mobile ? maskMobile(m.mobile) : '—'],
    [t('security.profile.email'), m.email || '—'],
    [t('security.profile.birthday'), m.birthday || '—'],
    [t('security.profile.rank'), m.clubLabel?.labelName || '—'],
    [t('security.profile.registered'), m.regDate ? formatDateTime(m.regDate) : '—'],
    ...(kyc
      ? ([[t('security.profile.kyc'), t(`security.profile.kycStatus.${kyc}`)]] as [string, string][])
      : []),
  ];
  return (
    <div className="security-section">
      {saved && (
        <p className="security-done" role="status">
          {t('security.profile.saved')}
        </p>
      )}
      <dl className="security-profile">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ActionRow>
        <Button
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('security.profile.edit')}
        </Button>
        <Button variant="secondary" onClick={() => modals.open('changePassword', { username: m.account })}>
          {t('security.profile.changePassword')}
        </Button>
      </ActionRow>
    </div>
  );
}
