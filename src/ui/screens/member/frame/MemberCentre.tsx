import { useTranslation } from 'react-i18next';
import type { MemberPage } from '@/config/memberCentre';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { CentreFrame } from '@/ui/components/centre/CentreFrame';
import { memberPages } from '../pages';
import { MemberMenu } from './MemberMenu';
import { useMemberBadges } from './useMemberBadges';

export interface MemberCentreProps {
  page: MemberPage;
  /** The player closed the centre (the host clears the address and the points-shop handoff). */
  onClose(): void;
}

/**
 * The member centre's frame (spec 01 §2, ADR 023): an overlay titled personal center with
 * the menu on the left and the open page on the right (a full-screen sheet on phones, CentreFrame).
 */
export default function MemberCentre({ page, onClose }: MemberCentreProps) {
  const { t } = useTranslation('member');
  const { open, href } = useMemberCentre();
  const { counts, settled } = useMemberBadges();
  const Page = memberPages[page];
  return (
    <CentreFrame
      title={t('title')}
      menuLabel={t('menuLabel')}
      pageKey={page}
      pageTitle={t(`menu.${page}`)}
      allPagesLabel={t('allPages')}
      pageLoadingLabel={t('pageLoading')}
      onClose={onClose}
      menu={
        <MemberMenu
          active={page}
          counts={counts}
          ready={settled}
          href={(key) => href(key)}
          onSelect={(key) => {
            if (key !== page) open(key);
          }}
        />
      }
    >
      <Page key={page} />
    </CentreFrame>
  );
}
