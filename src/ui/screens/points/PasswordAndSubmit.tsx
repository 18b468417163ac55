import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '@/machines/shared/failure';
import type { ValidationMessage } from '@/validation/types';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { TextField } from '@/ui/components/TextField';
import { useMoneyText } from '@/ui/hooks/useMoneyText';

export interface PasswordAndSubmitProps {
  password: string;
  onPassword(value: string): void;
  error: ValidationMessage | undefined;
  failure: Failure | null;
  busy: boolean;
  submitLabel: string;
  /** Another action beside the submit (the redeem's "Deposit to earn more"). */
  extra?: ReactNode;
}

/**
 * The end of both points orders: the login password the password-check relay verifies, what the
 * server refused, and the submit (waiting while the one request is out).
 */
export function PasswordAndSubmit({
  password,
  onPassword,
  error,
  failure,
  busy,
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
      {failure && (
        <p className="points-failure" role="alert" data-testid="points-failure">
          {text.failure(failure)}
        </p>
      )}
      <ActionRow>
        {extra}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </ActionRow>
    </>
  );
}
