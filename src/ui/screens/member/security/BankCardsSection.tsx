import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import CreditCard from 'lucide-react/icons/credit-card';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { memberContract } from '@/contracts/member.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Skeleton } from '@/ui/components/Skeleton';
import { TextField } from '@/ui/components/TextField';
import { BackToPage } from './BackToPage';
import { SaveRow } from './SaveRow';
import { useSecurityText } from './useSecurityText';

/** Spec 01 §9 keeps at most three cards; the number is digits only, as banks print it. */
export const MAX_BANK_CARDS = 3;
const ACCOUNT_NUMBER = /^\d{8,20}$/;

type Field = 'bank' | 'accountName' | 'accountNo' | 'paymentPassword';
type Errors = Partial<Record<Field, string>>;

interface BindForm {
  bankId: string;
  accountName: string;
  accountNo: string;
  paymentPassword: string;
}

function BindCardForm({ needsPassword, onBound }: { needsPassword: boolean; onBound(): void }) {
  const { t } = useSecurityText();
  const bankId = useId();
  const banks = useQuery({
    queryKey: queryKeys.wallet.withdrawBanks(),
    queryFn: () => api.call(walletContract.withdrawBanks, {}),
    staleTime: 10 * 60_000,
  });
  const [form, setForm] = useState<BindForm>({
    bankId: '',
    accountName: '',
    accountNo: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const bind = useMutation({
    mutationFn: (body: BindForm) =>
      api.call(memberContract.bindBankCard, {
        body: {
          bankId: body.bankId,
          accountName: body.accountName.trim(),
          accountNo: body.accountNo.replace(/\s+/g, ''),
          ...(needsPassword ? { paymentPassword: body.paymentPassword } : {}),
        },
      }),
    onSuccess: onBound,
  });
  const set = (key: keyof BindForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const next: Errors = {};
    if (!form.bankId) next.bank = t('security.cards.errors.bank');
    if (form.accountName.trim() === '') next.accountName = t('validation:required');
    if (!ACCOUNT_NUMBER.test(form.accountNo.replace(/\s+/g, '')))
      next.accountNo = t('security.cards.errors.number');
    if (needsPassword && !/^\d{6}$/.test(form.paymentPassword))
      next.paymentPassword = t('security.withdrawPassword.errors.format');
    setErrors(next);
    if (Object.keys(next).length === 0) bind.mutate(form);
  };
  return (
    <form className="security-form" noValidate onSubmit={submit} aria-labelledby="bind-card-title">
      <h4 id="bind-card-title" className="security-subtitle">
        {t('security.cards.bindTitle')}
      </h4>
      <div className={`field${errors.bank ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={bankId}>
          {t('security.cards.bank')}
        </label>
        <div className="field__control">
          <select
            id={bankId}
            className="field__input"
            value={form.bankId}
            onChange={(e) => set('bankId')(e.target.value)}
            aria-invalid={errors.bank ? true : undefined}
            aria-describedby={errors.bank ? `${bankId}-error` : undefined}
          >
            <option value="">
              {banks.isPending ? t('security.cards.banksLoading') : t('security.cards.chooseBank')}
            </option>
            {(banks.data ?? []).map((b) => (
              <option key={String(b.bankId)} value={String(b.bankId)}>
                {b.bankName}
              </option>
            ))}
          </select>
        </div>
        {errors.bank && (
          <span id={`${bankId}-error`} className="field__error" role="alert">
            {errors.bank}
          </span>
        )}
      </div>
      <TextField
        label={t('security.cards.accountName')}
        autoComplete="name"
        value={form.accountName}
        onChange={(e) => set('accountName')(e.target.value)}
        error={errors.accountName}
      />
      <TextField
        label={t('security.cards.accountNo')}
        inputMode="numeric"
        autoComplete="off"
        value={form.accountNo}
        onChange={(e) => set('accountNo')(e.target.value)}
        hint={t('security.cards.accountNoHint')}
        error={errors.accountNo}
      />
      {needsPassword && (
        <TextField
          label={t('security.withdrawPassword.current')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={form.paymentPassword}
          onChange={(e) => set('paymentPassword')(e.target.value)}
          error={errors.paymentPassword}
        />
      )}
      <SaveRow error={bind.error} saving={bind.isPending} label={t('security.cards.bind')} />
    </form>
  );
}

/** Bank cards (spec 01 §2 my account): the bound cards, masked, and binding one more (encrypted call). */
export function BankCardsSection() {
  const { t } = useSecurityText();
  const client = useQueryClient();
  const [bound, setBound] = useState(false);
  const [adding, setAdding] = useState(false);
  const cards = useQuery({
    queryKey: queryKeys.member.bankCards(),
    queryFn: () => api.call(memberContract.bankCards, {}),
  });
  const hasPassword = useQuery({
    queryKey: queryKeys.member.hasWithdrawalPassword(),
    queryFn: () => api.call(memberContract.hasWithdrawalPassword, {}),
  });
  if (cards.isPending || hasPassword.isPending)
    return (
      <div aria-busy="true" aria-label={t('security.cards.loading')} className="security-section">
        <Skeleton shape="block" height={64} />
        <Skeleton shape="block" height={64} />
      </div>
    );
  if (cards.isError || hasPassword.isError)
    return (
      <LoadFailure
        title={t('security.cards.loadFailed')}
        error={cards.error ?? hasPassword.error}
        onRetry={() => {
          void cards.refetch();
          void hasPassword.refetch();
        }}
      />
    );
  const list = cards.data;
  const onBound = () => {
    setBound(true);
    setAdding(false);
    void client.invalidateQueries({ queryKey: queryKeys.member.securityAll() });
  };
  return (
    <div className="security-section">
      {bound && (
        <div className="security-done" role="status">
          <p>{t('security.cards.bound')}</p>
          <BackToPage />
        </div>
      )}
      {list.length === 0 && !adding ? (
        <EmptyState
          icon={CreditCard}
          level={3}
          title={t('security.cards.empty.title')}
          message={t('security.cards.empty.message')}
          action={<Button onClick={() => setAdding(true)}>{t('security.cards.add')}</Button>}
        />
      ) : (
        <ul className="bank-cards" aria-label={t('security.cards.list')}>
          {list.map((card, i) => (
            <li key={String(card.id ?? i)} className="bank-card">
              <CreditCard className="icon" aria-hidden="true" />
              <span className="bank-card__bank">{card.bankName ?? '—'}</span>
              {card.accountNo && <span className="bank-card__number">{card.accountNo}</span>}
              {card.accountName && <span className="bank-card__name">{card.accountName}</span>}
            </li>
          ))}
        </ul>
      )}
      {(adding || list.length > 0) && list.length < MAX_BANK_CARDS && (
        <BindCardForm needsPassword={hasPassword.data} onBound={onBound} />
      )}
      {list.length >= MAX_BANK_CARDS && <p className="security-note">{t('security.cards.limit')}</p>}
    </div>
  );
}
