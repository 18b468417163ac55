import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { isMemberPage } from '@/config/memberCentre';
import { Button } from '@/ui/components/Button';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';

/**
 * When another page sent the member here for a missing step (withdraw, then bind a card, `mc.back`),
 * the way back to it once the step is done.
 */
export function BackToPage() {
  const { t } = useTranslation(['memberSecurity', 'member']);
  const { params, open } = useMemberCentre();
  const back = params.back;
  if (!isMemberPage(back)) return null;
  return (
    <Button onClick={() => open(back)}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('back', { page: t(`member:menu.${back}`) })}
    </Button>
  );
}
