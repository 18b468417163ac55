import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import PartyPopper from 'lucide-react/icons/party-popper';
import { api } from '@/api/instance';
import { ApiError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { flagOn } from '@/contracts/common';
import { memberContract, type SignUpRewardState } from '@/contracts/member.contract';
import { toFailure } from '@/machines/shared/failure';
import { Button } from '@/ui/components/Button';
import { useDepositText as useMoneyText } from '../deposit/text';

/** What the entry shows: the request button, the request under review, or nothing. */
type Shown = 'available' | 'requested' | null;

/**
 * The designed state read as what a player can do. Only a reward the member may still ask for or has asked
 * for shows; one paid out (RECEIVED), refused (eligible false) or in a shape this site does not know shows
 * nothing (absent means absent, ADR 050).
 */
export function shownState(state: SignUpRewardState | null | undefined): Shown {
  if (!state) return null;
  if (state.eligible !== undefined && state.eligible !== null && !flagOn(state.eligible)) return null;
  if (state.status === 'AVAILABLE') return 'available';
  if (state.status === 'REQUESTED') return 'requested';
  return null;
}

/**
 * The welcome bonus (spec 02 §9 "a welcome bonus … mentioned"; wire §1.2 `MCSFE_signUpRequestReward`) as an
 * entry of the reward centre (spec 01 §2 rewardCenter). Here and not only after registration: a popup
 * right after sign-up is gone once closed (and the after-login popups already take that moment), while a
 * player looking for a bonus opens Rewards, and the request's state ("being reviewed") stays here to come
 * back to. A backend without the route (404, an unknown path, a business refusal, a body in another shape)
 * shows nothing and fails nothing.
 */
export function WelcomeBonus() {
  const { t } = useTranslation('memberRewards');
  const text = useMoneyText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const state = useQuery({
    queryKey: queryKeys.member.signUpReward(),
    queryFn: () => api.call(memberContract.signUpReward, {}),
    // Absence is an answer, not a failure to retry; a lost connection only leaves the entry out until the
    // page is opened again.
    retry: false,
  });
  const request = useMutation({
    mutationFn: () => api.call(memberContract.requestSignUpReward, {}),
    onSuccess: (value) => queryClient.setQueryData(queryKeys.member.signUpReward(), value),
  });
  // The request's route missing where the state's exists is a backend without the request (an unknown
  // path): the entry goes. A business refusal is the backend's answer to this member and is shown.
  const requestAbsent =
    request.error instanceof ApiError &&
    request.error.kind === 'http' &&
    [404, 405, 501].includes(request.error.status ?? 0);
  const shown = requestAbsent ? null : shownState(state.data);
  if (!shown) return null;
  const amount = state.data?.rewardAmount;
  const failure = request.error ? toFailure(request.error) : null;
  return (
    <section className="reward-item welcome-bonus" aria-labelledby={titleId}>
      <PartyPopper className="icon welcome-bonus__icon" aria-hidden="true" />
      <div className="reward-item__text">
        <h3 id={titleId} className="reward-item__title welcome-bonus__title">
          {t('welcome.title')}
        </h3>
        <p className="reward-item__detail welcome-bonus__detail">
          {shown === 'requested'
            ? t('welcome.requested')
            : amount !== null && amount !== undefined && amount !== ''
              ? t('welcome.offer', { amount: text.money(amount) })
              : t('welcome.offerNoAmount')}
        </p>
        {failure && (
          <p className="rewards-failure" role="alert">
            {text.failure(failure)}
          </p>
        )}
      </div>
      {shown === 'available' && (
        <Button size="small" loading={request.isPending} onClick={() => request.mutate()}>
          {t('welcome.request')}
        </Button>
      )}
    </section>
  );
}
