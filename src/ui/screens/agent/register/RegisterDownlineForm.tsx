import { api } from '@/api/instance';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import UserPlus from 'lucide-react/icons/user-plus';
import { queryKeys } from '@/api/query-keys';
import { createRegisterDownlineActors } from '@/machines/registerDownline/registerDownline.actors';
import { registerDownlineMachine } from '@/machines/registerDownline/registerDownline.machine';
import {
  selectRegisterDownlineBusy,
  selectRegisterDownlineErrors,
  selectRegisterDownlineFailure,
  selectRegisteredDownline,
} from '@/machines/registerDownline/registerDownline.selectors';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { TextField } from '@/ui/components/TextField';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useLatest } from '@/ui/hooks/useLatest';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import type { RuleSet } from '@/validation/defaults';
import { rebateField, type DownlineInput, type OwnRebate } from '@/validation/downline';

const EMPTY: DownlineInput = {
  username: '',
  password: '',
  confirmPassword: '',
  accountType: 'member',
  rebates: {},
};

/** Products with a name of their own; another shows as the backend names it. */
const PRODUCT_NAMES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT'] as const;

export interface RegisterDownlineFormProps {
  /** The agent's own rebate per product (percent, decimal strings): a downline's may not be higher. */
  ownRebates: readonly OwnRebate[];
  rules?: RuleSet;
  /** Whether this agent may register agents (not only members). */
  canRegisterAgent: boolean;
}

/**
 * Register a downline (registerCenter, spec 02 §2), driven by the registerDownline machine:
 * registration's field rules, the password twice, the account type and a rebate per product within
 * the agent's own for that product; one encrypted request per submit. What was typed stays when the
 * server refuses it.
 */
export function RegisterDownlineForm({ ownRebates, rules, canRegisterAgent }: RegisterDownlineFormProps) {
  const { t } = useTranslation(['agent', 'common']);
  const text = useMoneyText();
  const queryClient = useQueryClient();
  const { open } = useAgentCentre();
  const [form, setForm] = useState<DownlineInput>(EMPTY);
  const typeId = useId();
  const ui = useLatest({ queryClient, setForm });
  const logic = useMemo(
    () =>
      registerDownlineMachine.provide({
        actors: createRegisterDownlineActors({ api }),
        actions: {
          registered: () => {
            const current = ui.get();
            void current.queryClient.invalidateQueries({ queryKey: queryKeys.agent.all() });
            current.setForm(EMPTY);
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic, { input: { ownRebates, rules } });
  const busy = useSelector(actor, selectRegisterDownlineBusy);
  const registered = useSelector(actor, selectRegisteredDownline);
  const errors = useSelector(actor, selectRegisterDownlineErrors);
  const failure = useSelector(actor, selectRegisterDownlineFailure);
  const set = (field: Exclude<keyof DownlineInput, 'rebates'>) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));
  const setRebate = (productType: string) => (value: string) =>
    setForm((f) => ({ ...f, rebates: { ...f.rebates, [productType]: value } }));
  const productName = (productType: string) => {
    const known = PRODUCT_NAMES.find((p) => p === productType);
    return known ? t(`register.products.${known}`) : productType;
  };

  if (registered)
    return (
      <EmptyState
        icon={UserPlus}
        level={3}
        role="status"
        title={t('register.done', { username: registered.username })}
        action={
          <ActionRow align="center">
            <Button onClick={() => open('downlineManagmentView')}>{t('register.toTeam')}</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'downline.another' })}>
              {t('register.title')}
            </Button>
          </ActionRow>
        }
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'downline.submit', ...form });
  };
  return (
    <form className="wallet-form agent-form" noValidate onSubmit={submit}>
      <p className="wallet-note">{t('register.intro')}</p>
      <TextField
        label={t('register.username')}
        name="username"
        autoComplete="off"
        hint={t('register.usernameHint')}
        value={form.username}
        onChange={(e) => set('username')(e.target.value)}
        error={text.validation(errors.username)}
      />
      <TextField
        label={t('register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        value={form.password}
        onChange={(e) => set('password')(e.target.value)}
        error={text.validation(errors.password)}
      />
      <TextField
        label={t('register.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => set('confirmPassword')(e.target.value)}
        error={text.validation(errors.confirmPassword)}
      />
      {canRegisterAgent && (
        <div className="field">
          <label className="field__label" htmlFor={typeId}>
            {t('register.accountType')}
          </label>
          <div className="field__control">
            <select
              id={typeId}
              className="field__input"
              value={form.accountType}
              onChange={(e) => set('accountType')(e.target.value === 'agent' ? 'agent' : 'member')}
            >
              <option value="member">{t('team.types.member')}</option>
              <option value="agent">{t('team.types.agent')}</option>
            </select>
          </div>
        </div>
      )}
      <fieldset className="agent-form__rebates">
        <legend className="field__label">{t('register.rebates')}</legend>
        <p className="wallet-note">{t('register.rebatesIntro')}</p>
        {ownRebates.map(({ productType, rebate }) => (
          <TextField
            key={productType}
            label={t('register.rebateFor', { product: productName(productType) })}
            name={rebateField(productType)}
            inputMode="decimal"
            autoComplete="off"
            hint={t('register.rebateHint', { max: rebate })}
            value={form.rebates[productType] ?? ''}
            onChange={(e) => setRebate(productType)(e.target.value)}
            error={text.validation(errors[rebateField(productType)])}
          />
        ))}
      </fieldset>
      {failure && (
        <p className="wallet-failure" role="alert" data-testid="downline-failure">
          {text.failure(failure)}
        </p>
      )}
      <ActionRow>
        <Button type="submit" loading={busy}>
          {t('register.submit')}
        </Button>
      </ActionRow>
    </form>
  );
}
