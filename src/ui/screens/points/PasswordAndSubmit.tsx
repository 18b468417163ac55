import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '@/machines/shared/failure';
import type { ValidationMessage } from '@/validation/types';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { OutcomeCheck } from '@/ui/components/OutcomeCheck';
import { TextField } from '@/ui/components/TextField';
import { useMoneyText } from '@/ui/hooks/useMoneyText';

export interface PasswordAndSubmitProps {
  password: string;
  onPassword(value: string): void;
  error: ValidationMessage | undefined;
  failure: Failure | null;
  busy: boolean;
  /** A lost answer is being checked (tag `checking`), or the check could not tell (ADR 033). */
  checking: boolean;
  outcomeUnknown: boolean;
  onCheckAgain(): void;
  /** Where the member sees the records the check reads. */
  onOpenRecords(): void;
  submitLabel: string;
  /** Another action beside the submit (the redeem's "Deposit to earn more"). */
  extra?: ReactNode;
}

/**
 * The end of both points orders: the login password the password-check relay verifies, what the
 * server refused, and the submit (waiting while the one request is out). While a lost answer's outcome
 * is unknown the submit stays shut and only another check is offered (ADR 033).
 */
export function PasswordAndSubmit({
  password,
  onPassword,
  error,
  failure,
  busy,
  checking,
  outcomeUnknown,
  onCheckAgain,
  onOpenRecords,
  submitLabel,
  extra,
}: PasswordAndSubmitProps) {
  const { t } = useTranslation('content');
  const text = useMoneyText({ ask: false });
  return (
    <>
      <TextField
        label={t('points.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={text.validation(error)}
        readOnly={busy}
      />
      {failure && !outcomeUnknown && (
        <p className="points-failure" role="alert" data-testid="points-failure">
          {text.failure(failure)}
        </p>
      )}
      <OutcomeCheck
        checking={checking}
        unknown={outcomeUnknown}
        onCheckAgain={onCheckAgain}
        onOpenRecords={onOpenRecords}
      />
      <ActionRow>
        {extra}
        <Button type="submit" loading={busy} disabled={outcomeUnknown}>
          {submitLabel}
        </Button>
      </ActionRow>
    </>
  );
}
