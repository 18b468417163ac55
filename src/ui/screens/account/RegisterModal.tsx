import { ModalBanner } from './ModalBanner';
import { whenPainted } from '@/config/afterNextPaint';
import { settings } from '@/config/settings';
import { todayParts } from '@/validation/forms';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { SnapshotFrom } from 'xstate';
import { createRegistrationActors } from '@/machines/registration/registration.actors';
import { registrationMachine } from '@/machines/registration/registration.machine';
import { registrationFields } from '@/validation/forms';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { useModals } from '@/ui/hooks/modals';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useFeatureFlags } from '@/ui/hooks/system';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import { Tabs } from '@/ui/components/Tabs';
import { TextField } from '@/ui/components/TextField';
import { CaptchaImage } from './CaptchaImage';
import { accountDeps } from './device';
import { DialingCodeSelect } from './LoginModal';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { SmsCodeField } from './SmsCodeField';
import { useAccountText } from './text';
import { preloadMemberArea } from './HeaderAccountArea';
import { useProviderSms } from './verifier';
import './account.css';

const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
  birthday: 'bday',
  paymentPassword: 'off',
};

/** The slice of registration state the modal draws. */
const selectView = (s: SnapshotFrom<typeof registrationMachine>) => ({
  step: s.matches('loadingSettings')
    ? ('loadingSettings' as const)
    : s.matches('loadFailed')
      ? ('loadFailed' as const)
      : s.matches('invitationCodeError')
        ? ('invitationCodeError' as const)
        : ('form' as const),
  busy: s.hasTag('busy'),
  settings: s.context.settings,
  tab: s.context.tab,
  smsVerification: s.context.smsVerification,
  affiliateFieldShown: s.context.affiliateFieldShown,
  captchaEnabled: s.context.captchaEnabled,
  usernameEnabled: s.context.usernameEnabled,
  mobileEnabled: s.context.mobileEnabled,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  termsWarning: s.context.termsWarning,
  termsAccepted: s.context.termsAccepted,
});

function queryParam(name: string): string | null {
  try {
    return new URLSearchParams(location.search).get(name);
  } catch {
    return null;
  }
}

/** Register modal (spec 01 §2, §4, §5). */
export default function RegisterModal({
  modal,
  referralCode,
  affiliateCode,
}: ModalComponentProps<'register'>) {
  const { tx, failure, validation } = useAccountText();
  // The member area replaces Log in the moment this succeeds: its chunk loads while the player types.
  // After the popup has painted: the chunk's evaluation is no part of the tap's answer (INP, ADR 020).
  useEffect(() => whenPainted(preloadMemberArea), []);
  const flags = useFeatureFlags();
  const modals = useModals();
  const dialogs = useDialogs();
  const providerSms = useProviderSms();
  const [dialing, setDialing] = useState('+60');
  const urlAffiliate = affiliateCode ?? queryParam('affiliateCode') ?? queryParam('aff');
  const [values, setValues] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = {};
    if (urlAffiliate) initial.affiliateCode = urlAffiliate;
    return initial;
  });
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // The flow's ends are provided actions (ADR 013), reading this render's tools when they run.
  const ui = useLatest({ session, modal, navigate, dialogs, tx });
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: createRegistrationActors(accountDeps),
        actions: {
          finish: () => {
            const { session, modal, navigate } = ui.get();
            session.send({ type: 'session.started' });
            modal.onClose();
            navigate('/');
          },
          warnInvitationCode: ({ self }) => {
            const { dialogs, tx } = ui.get();
            void dialogs
              .alert(tx('errors:invitationCodeError'), { title: tx('account:register.warning') })
              .then(() => self.send({ type: 'registration.dismiss' }));
          },
        },
      }),
    [ui],
  );
  const usernameEnabled = flags.usernameRegistration || flags.directRegistration || !flags.mobileRegistration;
  const actor = useActorRef(logic, {
    input: {
      usernameEnabled,
      mobileEnabled: flags.mobileRegistration,
      preferMobile: flags.mobileRegistration,
      smsVerification: flags.smsVerificationOnRegister,
      affiliateFieldShown: flags.affiliateCode,
      captchaEnabled: flags.captcha,
      urlAffiliateCode: urlAffiliate,
      referralCode: referralCode ?? queryParam('referralCode'),
      providerSms,
      countryDialingCode: dialing,
      today: todayParts(),
    },
  });
  const ctx = useSelector(actor, selectView, shallowEqual);

  const fields = registrationFields(ctx.settings ?? undefined, {
    type: ctx.tab,
    smsVerification: ctx.smsVerification,
    affiliateFieldShown: ctx.affiliateFieldShown,
    captchaEnabled: ctx.captchaEnabled,
  });
  const set = (name: string, v: string) => setValues((old) => ({ ...old, [name]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'registration.submit', values });
  };

  let content;
  if (ctx.step === 'loadingSettings') content = <Spinner />;
  else if (ctx.step === 'loadFailed')
    content = (
      <div role="alert">
        <p>{failure(ctx.failure)}</p>
        <Button onClick={() => actor.send({ type: 'registration.retry' })}>
          {tx('account:common.retry')}
        </Button>
      </div>
    );
  else
    content = (
      <form
        onSubmit={submit}
        noValidate
        className="account__form"
        data-testid="register-form"
        aria-busy={ctx.busy}
      >
        {fields.map((f) =>
          f.name === 'verificationCode' ? (
            <SmsCodeField
              key={f.name}
              name="verificationCode"
              purpose="register"
              registerType={ctx.tab}
              viaProvider={providerSms}
              target={() => ({ mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: dialing })}
              value={values.verificationCode ?? ''}
              onChange={(v) => set('verificationCode', v)}
              error={validation(ctx.fieldErrors.verificationCode)}
            />
          ) : (
            <TextField
              key={f.name}
              name={f.name}
              label={tx(`account:fields.${f.name}`)}
              type={
                f.kind === 'password'
                  ? 'password'
                  : f.kind === 'email'
                    ? 'email'
                    : f.kind === 'tel'
                      ? 'tel'
                      : 'text'
              }
              autoComplete={AUTOCOMPLETE[f.name] ?? 'off'}
              placeholder={f.kind === 'date' ? 'yyyy-MM-dd' : undefined}
              required={f.required}
              value={values[f.name] ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
              error={validation(ctx.fieldErrors[f.name])}
              prefix={
                f.kind === 'tel' ? (
                  <DialingCodeSelect
                    value={dialing}
                    onChange={setDialing}
                    label={tx('account:fields.dialingCode')}
                  />
                ) : undefined
              }
              suffix={f.name === 'captcha' ? <CaptchaImage /> : undefined}
            />
          ),
        )}
        <label className={`account__check${ctx.termsWarning ? ' account__check--warning' : ''}`}>
          <input
            type="checkbox"
            checked={ctx.termsAccepted}
            onChange={(e) => actor.send({ type: 'registration.terms', accepted: e.target.checked })}
            aria-invalid={ctx.termsWarning || undefined}
            aria-describedby={ctx.termsWarning ? 'terms-warning' : undefined}
          />{' '}
          {tx('account:register.terms', { age: settings.minimumAge.confirmAtRegistration })}
        </label>
        {ctx.termsWarning ? (
          <p id="terms-warning" role="alert" className="account__error">
            {tx('errors:termsRequired')}
          </p>
        ) : null}
        {ctx.failure && ctx.step !== 'invitationCodeError' ? (
          <p role="alert" className="account__error">
            {failure(ctx.failure)}
          </p>
        ) : null}
        <Button type="submit" block loading={ctx.busy}>
          {tx('account:register.submit')}
        </Button>
        <p className="account__switch">
          {tx('account:register.haveAccount')}{' '}
          <button
            type="button"
            className="account__link"
            onClick={() => {
              modal.onClose();
              modals.open('login', {});
            }}
          >
            {tx('account:register.toLogin')}
          </button>
        </p>
        <div id="recaptcha-container" />
      </form>
    );

  const both = ctx.usernameEnabled && ctx.mobileEnabled;
  return (
    <Modal {...modal} title={tx('account:register.title')} width={460}>
      <ModalBanner group="w_reg" />
      {both ? (
        <Tabs
          items={[
            { key: 'username' as const, label: tx('account:register.tabUsername') },
            { key: 'mobile' as const, label: tx('account:register.tabMobile') },
          ]}
          selected={ctx.tab}
          onSelect={(tab) => actor.send({ type: 'registration.tab', tab })}
          label={tx('account:register.title')}
        >
          {content}
        </Tabs>
      ) : (
        content
      )}
    </Modal>
  );
}
