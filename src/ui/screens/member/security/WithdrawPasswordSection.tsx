import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { memberContract } from '@/contracts/member.contract';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { BackToPage } from './BackToPage';
import { SaveRow } from './SaveRow';
import { useSecurityText } from './useSecurityText';

/** The withdrawal password is six digits (the mock and the legacy backend say the same). */
const SIX_DIGITS = /^\d{6}$/;

interface Form {
  current: string;
  next: string;
  confirm: string;
}
type Errors = Partial<Record<keyof Form, string>>;

/**
 * Withdrawal (payment) password (spec 01 §2 my account): set it when there is none, change it with the
 * current one otherwise (encrypted call). Kept in component state only, never stored; cleared once saved.
 */
export function WithdrawPasswordSection() {
  const { t } = useSecurityText();
  const client = useQueryClient();
  const has = useQuery({
    queryKey: queryKeys.member.hasWithdrawalPassword(),
    queryFn: () => api.call(memberContract.hasWithdrawalPassword, {}),
  });
  const [form, setForm] = useState<Form>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (f: Form) =>
      api.call(memberContract.paymentPassword, {
        body: {
          ...(has.data ? { oldPaymentPassword: f.current } : {}),
          newPaymentPassword: f.next,
          confirmPaymentPassword: f.confirm,
        },
      }),
    onSuccess: () => {
      setSaved(true);
      setForm({ current: '', next: '', confirm: '' });
      void client.invalidateQueries({ queryKey: queryKeys.member.securityAll() });
    },
  });
  if (has.isPending)
    return (
      <div aria-busy="true" aria-label={t('security.withdrawPassword.loading')} className="security-section">
        <Skeleton shape="block" height={48} />
        <Skeleton shape="block" height={48} />
      </div>
    );
  if (has.isError)
    return (
      <LoadFailure
        title={t('security.withdrawPassword.loadFailed')}
        error={has.error}
        onRetry={() => void has.refetch()}
      />
    );
  const set = (key: keyof Form) => (value: string) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const next: Errors = {};
    if (has.data && form.current === '') next.current = t('validation:required');
    if (!SIX_DIGITS.test(form.next)) next.next = t('security.withdrawPassword.errors.format');
    if (form.confirm !== form.next) next.confirm = t('validation:confirmMismatch');
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate(form);
  };
  return (
    <div className="security-section">
      <p className="security-note">
        {has.data ? t('security.withdrawPassword.isSet') : t('security.withdrawPassword.notSet')}
      </p>
      {saved && (
        <div className="security-done" role="status">
          <p>{t('security.withdrawPassword.saved')}</p>
          <BackToPage />
        </div>
      )}
      <form className="security-form" noValidate onSubmit={submit}>
        {has.data && (
          <TextField
            label={t('security.withdrawPassword.current')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={form.current}
            onChange={(e) => set('current')(e.target.value)}
            error={errors.current}
          />
        )}
        <TextField
          label={t('security.withdrawPassword.new')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={form.next}
          onChange={(e) => set('next')(e.target.value)}
          hint={t('security.withdrawPassword.hint')}
          error={errors.next}
        />
        <TextField
          label={t('security.withdrawPassword.confirm')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={form.confirm}
          onChange={(e) => set('confirm')(e.target.value)}
          error={errors.confirm}
        />
        <SaveRow
          error={save.error}
          saving={save.isPending}
          label={has.data ? t('security.withdrawPassword.change') : t('security.withdrawPassword.set')}
        />
      </form>
    </div>
  );
}
