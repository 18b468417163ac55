import { useTranslation } from 'react-i18next';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { isAgentPage } from '@/config/agentCentre';
import { isMemberPage } from '@/config/memberCentre';
import { Button } from '@/ui/components/Button';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';

/**
 * When another page sent the member here for a missing step (withdraw, then bind a card, `mc.back`),
 * the way back to it once the step is done. An agent-centre page that sent the agent here (a transfer
 * to a downline, then set the payment password) names itself with `mc.agentBack`, and `mc.transfer`
 * the downline whose transfer reopens there.
 */
export function BackToPage() {
  const { t } = useTranslation(['memberSecurity', 'member', 'agent']);
  const { params, open } = useMemberCentre();
  const agentCentre = useAgentCentre();
  const back = params.back;
  const agentBack = params.agentBack;
  if (isAgentPage(agentBack)) {
    const transfer = params.transfer;
    return (
      <Button onClick={() => agentCentre.open(agentBack, transfer ? { transfer } : {})}>
        <ArrowLeft className="icon" aria-hidden="true" />
        {t('back', { page: t(`agent:menu.${agentBack}`) })}
      </Button>
    );
  }
  if (!isMemberPage(back)) return null;
  return (
    <Button onClick={() => open(back)}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('back', { page: t(`member:menu.${back}`) })}
    </Button>
  );
}
