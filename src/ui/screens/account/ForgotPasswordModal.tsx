import { ModalBanner } from './ModalBanner';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { api } from '@/api/instance';
import { createForgotPasswordActors } from '@/machines/forgotPassword/forgotPassword.actors';
import { forgotPasswordMachine, type ForgotTab } from '@/machines/forgotPassword/forgotPassword.machine';
import { selectForgotPasswordView } from '@/machines/forgotPassword/forgotPassword.selectors';
import type { CustomerServiceEntry } from '@/contracts/system.contract';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useDialingCode, useFeatureFlags, useSystemInfo } from '@/ui/hooks/system';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { Tabs } from '@/ui/components/Tabs';
import { TextField } from '@/ui/components/TextField';
import { useCustomerService } from '@/ui/hooks/useCustomerService';
import { accountDeps } from './device';
import { DialingCodeSelect } from './DialingCodeSelect';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { SmsCodeField } from './SmsCodeField';
import { useAccountText } from './text';
import { useProviderSms } from './verifier';
import './account.css';

const NO_ENTRIES: CustomerServiceEntry[] = [];

/**
 * The forgot-password flow (spec 01 §4): the machine with the merchant's phone-recovery switch, what the
 * player types on either tab, and the flow's end (logged in after a mobile reset, or told the e-mail
 * went out).
 */
function useForgotPasswordFlow({ modal, tab: initialTab }: ModalComponentProps<'forgotPassword'>) {
  const { tx, failure } = useAccountText();
  const flags = useFeatureFlags();
  const dialogs = useDialogs();
  const providerSms = useProviderSms();
  const [dialing, setDialing] = useDialingCode();
  const [form, setForm] = useState({ username: '', email: '', mobileNum: '', smsCode: '', newPassword: '' });
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // The flow's end is a provided action (ADR 013), reading this render's tools when it runs.
  const ui = useLatest({ session, modal, navigate, dialogs, tx, failure });
  const logic = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: createForgotPasswordActors({ ...accountDeps, api }),
        actions: {
          finish: (_, out) => {
            const { session, modal, navigate, dialogs, tx, failure } = ui.get();
            modal.onClose();
            if (out.outcome === 'loggedIn') {
              session.send({ type: 'session.started' });
              navigate('/');
            } else if (out.outcome === 'emailSent') void dialogs.alert(tx('account:forgot.emailSent'));
            else void dialogs.alert(failure(out.failure) ?? tx('errors:system'));
          },
        },
      }),
    [ui],
  );
  const actor = useActorRef(logic, {
    input: { mobileEnabled: flags.phonePasswordRecovery, countryDialingCode: dialing },
  });
  const ctx = useSelector(actor, selectForgotPasswordView, shallowEqual);

  useEffect(() => {
    if (initialTab === 'mobile') actor.send({ type: 'forgot.tab', tab: 'mobile' });
  }, [actor, initialTab]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ctx.tab === 'email')
      actor.send({ type: 'forgot.submitEmail', form: { username: form.username, email: form.email } });
    else
      actor.send({
        type: 'forgot.submitMobile',
        form: { mobileNum: form.mobileNum, smsCode: form.smsCode, newPassword: form.newPassword },
      });
  };

  return { actor, view: ctx, form, setForm, dialing, setDialing, providerSms, submit };
}

type ForgotFlow = ReturnType<typeof useForgotPasswordFlow>;

/** Username and e-mail, or mobile number, SMS code and the new password. */
function ForgotFields({ flow }: { flow: ForgotFlow }) {
  const { tx, validation } = useAccountText();
  const { form, setForm, dialing, setDialing, providerSms } = flow;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const fe = flow.view.fieldErrors;
  if (flow.view.tab === 'email')
    return (
      <>
        <TextField
          label={tx('account:fields.username')}
          name="username"
          autoComplete="username"
          value={form.username}
          onChange={set('username')}
          error={validation(fe.username)}
        />
        <TextField
          label={tx('account:fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={validation(fe.email)}
        />
      </>
    );
  return (
    <>
      <TextField
        label={tx('account:fields.mobileNum')}
        name="mobileNum"
        type="tel"
        autoComplete="tel-national"
        value={form.mobileNum}
        onChange={set('mobileNum')}
        error={validation(fe.mobileNum)}
        prefix={
          <DialingCodeSelect value={dialing} onChange={setDialing} label={tx('account:fields.dialingCode')} />
        }
      />
      <SmsCodeField
        purpose="reset"
        viaProvider={providerSms}
        target={() => ({ mobileNum: form.mobileNum.trim(), countryDialingCode: dialing })}
        value={form.smsCode}
        onChange={(v) => setForm((f) => ({ ...f, smsCode: v }))}
        error={validation(fe.smsCode)}
      />
      <TextField
        label={tx('account:fields.newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={set('newPassword')}
        error={validation(fe.newPassword)}
      />
    </>
  );
}

/** Forgot-password modal (the chat window is 440×750, spec 01 §8) (spec 01 §2, §4): e-mail and mobile tabs, customer-service link. */
export default function ForgotPasswordModal(props: ModalComponentProps<'forgotPassword'>) {
  const { modal } = props;
  const { tx, failure } = useAccountText();
  const system = useSystemInfo();
  const openChat = useCustomerService(system?.info.customerService ?? NO_ENTRIES);
  const flow = useForgotPasswordFlow(props);
  const { view: ctx, actor } = flow;
  const busy = ctx.busy;

  const body = (
    <form
      onSubmit={flow.submit}
      noValidate
      className="account__form"
      data-testid="forgot-form"
      aria-busy={busy}
    >
      <ForgotFields flow={flow} />
      {ctx.failure ? (
        <p role="alert" className="account__error">
          {failure(ctx.failure)}
        </p>
      ) : null}
      <Button type="submit" block loading={busy}>
        {tx('account:forgot.submit')}
      </Button>
      <p className="account__switch">
        <button type="button" className="account__link" onClick={() => void openChat()}>
          {tx('account:forgot.customerService')}
        </button>
      </p>
      <div id="recaptcha-container" />
    </form>
  );

  return (
    <Modal {...modal} title={tx('account:forgot.title')} width={440}>
      <ModalBanner group="w_forget" />
      {ctx.mobileEnabled ? (
        <Tabs
          items={[
            { key: 'email' as ForgotTab, label: tx('account:forgot.tabEmail') },
            { key: 'mobile' as ForgotTab, label: tx('account:forgot.tabMobile') },
          ]}
          selected={ctx.tab}
          onSelect={(tab) => actor.send({ type: 'forgot.tab', tab })}
          label={tx('account:forgot.title')}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
    </Modal>
  );
}
