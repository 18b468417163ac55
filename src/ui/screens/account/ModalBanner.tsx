import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '@/ui/hooks/queries';
import { BannerSlide } from '@/ui/components/BannerSlide';

/** The banner groups of the account popups (spec 01 §2): registration and login w_reg, forgot password w_forget. */
export type ModalBannerGroup = 'w_reg' | 'w_forget';

/**
 * The first banner of a popup's group, as a still picture at the top of the popup (no rotation and no
 * link: the popup's own task comes first). Nothing while the banners load, fail or the group is empty.
 * The announcements are the query the boot already made, so this costs no request.
 */
export function ModalBanner({ group }: { group: ModalBannerGroup }) {
  const { t } = useTranslation('shell');
  const { data } = useAnnouncements({ refetchOnMount: false });
  const banner = data?.banners.find((b) => b.groupName === group);
  if (!banner) return null;
  return (
    <div className="account__banner">
      <BannerSlide banner={banner} clickable={false} label={t('banner.label')} eager />
    </div>
  );
}
