import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { sharedOrigin } from '@/config/mainDomain';
import { memberContract } from '@/contracts/member.contract';
import { CopyButton } from '@/ui/components/CopyButton';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { QrCode } from '@/ui/components/QrCode';
import { Skeleton } from '@/ui/components/Skeleton';
import { useSystemInfo } from '@/ui/hooks/system';
import './referral.css';

/**
 * The invite link: the first promotion domain, else the registration page with the code on the
 * merchant's main domain (or this site when it names none).
 */
function inviteLinkOf(
  code: string,
  domains: readonly string[],
  mainDomain: string | null | undefined,
): string {
  const origin = sharedOrigin(mainDomain, window.location.origin);
  return domains[0] ?? `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/**
 * Invite friends (referral, spec 01 §2): the member's referral code and invite link, each with a copy
 * button, the link's QR code (spec 01 §9: 200 with margin 20), the number of friends invited and the
 * promotion domains. The link is only copied or shown as a code, never opened by the site.
 */
export default function ReferralPage() {
  const { t } = useTranslation(['memberInbox', 'common']);
  const mainDomain = useSystemInfo()?.info?.mainDomain;
  const details = useQuery({
    queryKey: queryKeys.member.referral(),
    queryFn: () => api.call(memberContract.referral, { query: { autoGenerate: 'true' } }),
  });
  if (details.isPending)
    return (
      <div className="referral-page" aria-busy="true" aria-label={t('referral.loading')}>
        <Skeleton shape="block" height={88} />
        <Skeleton shape="block" height={200} width={200} />
      </div>
    );
  if (details.isError)
    return (
      <LoadFailure
        title={t('referral.loadFailed')}
        error={details.error}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  const { referralCode, totalInvitations, promotionDomains } = details.data;
  const link = inviteLinkOf(referralCode, promotionDomains, mainDomain);
  return (
    <div className="referral-page">
      <dl className="referral-summary">
        <div className="referral-summary__item">
          <dt>{t('referral.code')}</dt>
          <dd>
            <span className="referral-summary__value">{referralCode}</span>
            <CopyButton value={referralCode}>{t('referral.copyCode')}</CopyButton>
          </dd>
        </div>
        <div className="referral-summary__item">
          <dt>{t('referral.invited')}</dt>
          <dd className="referral-summary__value">{totalInvitations}</dd>
        </div>
      </dl>
      <section className="referral-link" aria-labelledby="referral-link-title">
        <h3 id="referral-link-title">{t('referral.link')}</h3>
        <p className="referral-link__url">{link}</p>
        <CopyButton value={link}>{t('referral.copyLink')}</CopyButton>
        <QrCode value={link} size={200} margin={20} label={t('referral.qr')} />
      </section>
      {promotionDomains.length > 1 && (
        <section aria-labelledby="referral-domains-title">
          <h3 id="referral-domains-title">{t('referral.domains')}</h3>
          <ul className="referral-domains">
            {promotionDomains.map((domain) => (
              <li key={domain}>{domain}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
