import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@/contracts/points.contract';
import { multiply, toDecimalOrZero, type DecimalString } from '@/money/money';
import { wholeNumber } from '@/validation/points';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { formatPoints } from '@/ui/components/format';
import { Modal } from '@/ui/components/Modal';
import { TextField } from '@/ui/components/TextField';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import { PasswordAndSubmit } from './PasswordAndSubmit';
import { usePointsOrder } from './usePointsOrder';

export interface RedeemDialogProps {
  reward: PointReward;
  balance: DecimalString;
  onClose(): void;
  /** Short of points: the member goes to deposit, and the shop remembers this reward. */
  onEarnMore(): void;
  onShowHistory(): void;
}

/**
 * Redeeming a reward (wire protocol §1.7 redeemPoint, encrypted and password-checked): how many, the
 * total in points as it is typed, the login password the relay verifies; one request per submit.
 */
export function RedeemDialog({ reward, balance, onClose, onEarnMore, onShowHistory }: RedeemDialogProps) {
  const { t } = useTranslation('content');
  const text = useMoneyText({ ask: false });
  const price = toDecimalOrZero(reward.points);
  const { actor, view } = usePointsOrder({
    order: { kind: 'redeem', rewardId: String(reward.id), price, stock: reward.stock ?? null },
    balance,
  });
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  const typed = wholeNumber(quantity);
  const total = typed.ok ? formatPoints(multiply(price, typed.value)) : null;
  const shortOfPoints =
    view.fieldErrors.count?.key === 'points.notEnough' || view.failure?.errorCode === 'POINT_INSUFFICIENT';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (view.busy || view.outcomeUnknown) return;
    actor.send({ type: 'points.submit', count: quantity, password });
  };

  return (
    <Modal onClose={onClose} title={t('points.redeem.title', { name: reward.name })} width={480}>
      {view.done ? (
        <div className="points-done" role="status">
          <p>
            {t('points.redeem.done', {
              count: Number(view.request?.count ?? '1'),
              name: reward.name,
            })}
          </p>
          <ActionRow>
            <Button variant="secondary" onClick={onShowHistory}>
              {t('points.redeem.seeHistory')}
            </Button>
            <Button onClick={onClose}>{t('points.close')}</Button>
          </ActionRow>
        </div>
      ) : (
        <form className="points-form" onSubmit={onSubmit} noValidate>
          <dl className="points-facts">
            <div>
              <dt>{t('points.redeem.price')}</dt>
              <dd>{t('points.amount', { points: formatPoints(price) })}</dd>
            </div>
            <div>
              <dt>{t('points.yourPoints')}</dt>
              <dd>{t('points.amount', { points: formatPoints(balance) })}</dd>
            </div>
            {reward.stock !== null && reward.stock !== undefined && (
              <div>
                <dt>{t('points.redeem.stock')}</dt>
                <dd>{reward.stock}</dd>
              </div>
            )}
          </dl>
          <TextField
            label={t('points.redeem.quantity')}
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            hint={total ? t('points.redeem.total', { points: total }) : undefined}
            error={text.validation(view.fieldErrors.count)}
            readOnly={view.busy}
          />
          <PasswordAndSubmit
            password={password}
            onPassword={setPassword}
            error={view.fieldErrors.password}
            failure={view.failure}
            busy={view.busy}
            checking={view.checking}
            outcomeUnknown={view.outcomeUnknown}
            onCheckAgain={() => actor.send({ type: 'points.checkAgain' })}
            onOpenRecords={onShowHistory}
            submitLabel={t('points.redeem.submit')}
            extra={
              shortOfPoints && (
                <Button variant="secondary" onClick={onEarnMore}>
                  {t('points.earnMore')}
                </Button>
              )
            }
          />
        </form>
      )}
    </Modal>
  );
}
