import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Send from 'lucide-react/icons/send';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/api/instance';
import { createDownlineTransferActors } from '@/machines/confirmedTransfer/downline.actors';
import { PersonTransfer } from '@/ui/components/transfer/PersonTransfer';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';

const actors = createDownlineTransferActors({ api });

/**
 * Transfer to a downline (spec 02 §6, ADR 024): the amount may not exceed the agent's main balance, the
 * agent confirms amount and downline, and exactly one encrypted request goes out. The team list
 * refreshes afterwards, so the downline's new balance shows. The payment password it asks for is
 * the agent's member one (an agent is a member with an agent type): without it the agent is sent to
 * My account to set it, and its way back reopens this transfer (`agentBack`, `transfer`).
 */
export function DownlineTransfer({ username }: { username: string }) {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const memberCentre = useMemberCentre();
  return (
    <PersonTransfer
      actors={actors}
      icon={Send}
      initialRecipient={username}
      onMoved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.agent.all() })}
      onSetPassword={() =>
        memberCentre.open('securityCenter', {
          section: 'withdrawPassword',
          agentBack: 'downlineManagmentView',
          transfer: username,
        })
      }
      text={{
        loading: t('transfer.loading'),
        loadFailed: t('transfer.loadFailed'),
        available: t('transfer.available'),
        amount: t('transfer.amount'),
        recipient: t('transfer.to'),
        paymentPassword: t('transfer.password'),
        needsPasswordTitle: t('transfer.needsPassword.title'),
        needsPasswordMessage: t('transfer.needsPassword.message'),
        needsPasswordAction: t('transfer.needsPassword.action'),
        submit: t('transfer.submit'),
        notAllowedTitle: t('transfer.notAllowed.title'),
        notAllowedMessage: t('transfer.notAllowed.message'),
        confirmTitle: t('transfer.confirm.title'),
        confirmMessage: (amount, to) => t('transfer.confirm.message', { amount, username: to ?? '' }),
        confirmOk: t('transfer.confirm.ok'),
        sentTitle: t('transfer.sent.title'),
        sentMessage: (amount, to) => t('transfer.sent.message', { amount, username: to ?? '' }),
        again: t('transfer.sent.again'),
      }}
    />
  );
}
