import { ModalBanner } from './ModalBanner';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { whenPainted } from '@/config/afterNextPaint';
import { VerificationCancelled } from '@/auth/humanVerification';
import { createLoginActors, loginActions } from '@/machines/login/login.actors';
import { loginMachine, type LoginOutput, type LoginTab } from '@/machines/login/login.machine';
import type { SnapshotFrom } from 'xstate';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { useModals } from '@/ui/hooks/modals';
import { useCountries, useFeatureFlags } from '@/ui/hooks/system';
import { Button } from '@/ui/components/Button';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { Modal } from '@/ui/components/Modal';
import { Tabs } from '@/ui/components/Tabs';
import { TextField } from '@/ui/components/TextField';
import { accountDeps } from './device';
import { forget, offerToPasswordManager, recall, remember } from './rememberMe';
import { SliderChallenge } from './SliderChallenge';
import { SmsCodeField } from './SmsCodeField';
import { useAccountText } from './text';
import { preloadMemberArea } from './HeaderAccountArea';
import { geetestVerifier, useProviderSms } from './verifier';
import './account.css';

export function DialingCodeSelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange(v: string): void;
  label: string;
}) {
  const countries = useCountries();
  const { countryCodeSelector } = useFeatureFlags();
  const options = countries.length > 0 ? countries.map((c) => c.countryDialingCode) : ['+60'];
  // COUNTRYCODE3 off: the merchant serves one country, so its code is shown, not offered as a choice.
  if (!countryCodeSelector)
    return (
      <span className="account__dialing account__dialing--fixed">
        <span className="visually-hidden">{label} </span>
        {value}
      </span>
    );
  return (
    <select
      aria-label={label}
      className="account__dialing"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {[...new Set(options)].map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/** The slice of login state the popup draws: it re-renders when one of these changes, not on every step. */
const selectView = (s: SnapshotFrom<typeof loginMachine>) => ({
  tab: s.context.tab,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  captchaShown: s.context.captchaShown,
  captchaImage: s.context.captchaImage,
  captchaFailed: s.hasTag('captchaFailed'),
  freePlay: s.context.freePlay,
  social: s.context.social,
  smsLogin: s.context.smsLogin,
});

/** Login popup (spec 01 §2 modals, §4 login, §8). */
export default function LoginModal({
  modal,
  tab: initialTab,
  agentPage = false,
}: ModalComponentProps<'login'>) {
  const { tx, failure, validation } = useAccountText();
  // The member area replaces Log in the moment this succeeds: its chunk loads while the player types.
  // After the popup has painted: its evaluation is no part of the tap's answer (INP, ADR 020).
  useEffect(() => whenPainted(preloadMemberArea), []);
  const flags = useFeatureFlags();
  const modals = useModals();
  const rememberedUser = useMemo(() => recall('username'), []);
  const rememberedMobile = useMemo(() => recall('mobile'), []);
  const [dialing, setDialing] = useState(rememberedMobile?.countryDialingCode ?? '+60');
  const [form, setForm] = useState({
    username: rememberedUser?.value ?? '',
    password: '',
    mobileNum: rememberedMobile?.value ?? '',
    smsCode: '',
    captcha: '',
  });
  const [rememberMe, setRememberMe] = useState(Boolean(rememberedUser ?? rememberedMobile));
  // What the player submitted, read when the login ends (the subscription outlives renders).
  const submitted = useRef({ form, rememberMe, dialing });
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // The flow's end is a provided action (ADR 013): it runs once, with the machine's own output.
  const onFinish = useLatest<(out: LoginOutput) => void>(() => undefined);
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: createLoginActors(accountDeps),
        actions: { ...loginActions, finish: (_, out) => onFinish.get()(out) },
      }),
    [onFinish],
  );
  const providerSms = useProviderSms();
  const actor = useActorRef(logic, {
    input: {
      smsLogin: flags.smsCodeLogin,
      freePlay: flags.freePlay,
      social: flags.socialLogin,
      providerSms,
      passwordPolicy: flags.forcePasswordChangeOnExpiry,
      agentPage,
      countryDialingCode: dialing,
    },
  });
  const ctx = useSelector(actor, selectView, shallowEqual);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const verifying = useSelector(actor, (s) => s.hasTag('humanVerification'));

  function finish(out: LoginOutput) {
    const current = actor.getSnapshot().context;
    const { form, rememberMe, dialing } = submitted.current;
    if (rememberMe && current.tab === 'username') remember('username', form.username.trim());
    else if (rememberMe) remember('mobile', form.mobileNum.trim(), dialing);
    else {
      forget('username');
      forget('mobile');
    }
    if (current.tab === 'username' && form.password)
      void offerToPasswordManager(form.username.trim(), form.password.trim());
    modal.onClose();
    if (out.outcome === 'passwordChangeRequired') {
      // The token serves the change and nothing else until it succeeds (spec 01 §4).
      session.send({ type: 'session.passwordChangeRequired' });
      modals.open('changePassword', {
        forced: true,
        username: form.username.trim(),
        ...(out.knownPassword ? { oldPassword: out.knownPassword } : {}),
      });
      return;
    }
    session.send({ type: 'session.started', firstTimeLogin: out.firstTimeLogin });
    if (out.redirectTo) navigate(out.redirectTo);
    else if (out.showAfterLogin) modals.open('afterLogin', {});
  }
  useLayoutEffect(() => onFinish.set(finish));

  useEffect(() => {
    if (initialTab && initialTab !== 'username') actor.send({ type: 'login.tab', tab: initialTab });
  }, [actor, initialTab]);

  function submit(e: FormEvent) {
    e.preventDefault();
    submitted.current = { form, rememberMe, dialing };
    actor.send({ type: 'login.submit', form });
    if (actor.getSnapshot().hasTag('humanVerification')) {
      const gt = geetestVerifier();
      if (gt) {
        gt.verify().then(
          (result) => actor.send({ type: 'verification.passed', result }),
          (err: unknown) => {
            if (err instanceof VerificationCancelled || err) actor.send({ type: 'verification.cancelled' });
          },
        );
      }
    }
  }

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const fe = ctx.fieldErrors;
  const tabs: { key: LoginTab; label: string }[] = [
    { key: 'username', label: tx('account:login.tabUsername') },
    { key: 'mobile', label: tx('account:login.tabMobile') },
  ];

  const body = (
    <form onSubmit={submit} noValidate className="account__form" aria-busy={busy} data-testid="login-form">
      {ctx.tab === 'username' ? (
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
            label={tx('account:fields.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
            error={validation(fe.password)}
          />
        </>
      ) : (
        <>
          <TextField
            label={tx('account:fields.mobileNum')}
            name="mobileNum"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            value={form.mobileNum}
            onChange={set('mobileNum')}
            error={validation(fe.mobileNum)}
            prefix={
              <DialingCodeSelect
                value={dialing}
                onChange={setDialing}
                label={tx('account:fields.dialingCode')}
              />
            }
          />
          <SmsCodeField
            purpose="login"
            viaProvider={providerSms}
            target={() => ({ mobileNum: form.mobileNum.trim(), countryDialingCode: dialing })}
            value={form.smsCode}
            onChange={(v) => setForm((f) => ({ ...f, smsCode: v }))}
            error={validation(fe.smsCode)}
          />
        </>
      )}
      {ctx.captchaShown ? (
        <TextField
          label={tx('account:fields.captcha')}
          name="captcha"
          autoComplete="off"
          value={form.captcha}
          onChange={set('captcha')}
          error={validation(fe.captcha)}
          suffix={
            <button
              type="button"
              className="account__captcha"
              onClick={() => actor.send({ type: 'login.captchaRefresh' })}
              // With the picture the button is named for what it does; without it, by the text it
              // shows ("Tap to load"), so a voice user can say what they see (WCAG 2.5.3).
              aria-label={ctx.captchaImage ? tx('account:login.refreshCaptcha') : undefined}
            >
              {ctx.captchaImage ? (
                <img src={ctx.captchaImage} alt={tx('account:login.captchaAlt')} height={36} />
              ) : (
                <span>{ctx.captchaFailed ? tx('account:login.captchaRetry') : '…'}</span>
              )}
            </button>
          }
        />
      ) : null}
      <div className="account__row">
        <label className="account__check">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />{' '}
          {tx('account:login.remember')}
        </label>
        <button
          type="button"
          className="account__link"
          onClick={() => {
            modal.onClose();
            modals.open('forgotPassword', {});
          }}
        >
          {tx('account:login.forgot')}
        </button>
      </div>
      {ctx.failure ? (
        <p role="alert" className="account__error" data-testid="login-error">
          {failure(ctx.failure)}
        </p>
      ) : null}
      {verifying && !geetestVerifier() ? (
        <SliderChallenge
          onPassed={(token) =>
            actor.send({ type: 'verification.passed', result: { verificationToken: token } })
          }
          onCancel={() => actor.send({ type: 'verification.cancelled' })}
        />
      ) : null}
      <Button type="submit" block loading={busy} disabled={verifying}>
        {tx('account:login.submit')}
      </Button>
      {ctx.freePlay ? (
        <Button
          type="button"
          variant="secondary"
          block
          onClick={() => actor.send({ type: 'login.freePlay' })}
          disabled={busy}
        >
          {tx('account:login.freePlay')}
        </Button>
      ) : null}
      {ctx.social ? (
        <div className="account__row" role="group" aria-label={tx('account:login.socialTitle')}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => actor.send({ type: 'login.social', provider: 'google' })}
            disabled={busy}
          >
            Google
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => actor.send({ type: 'login.social', provider: 'facebook' })}
            disabled={busy}
          >
            Facebook
          </Button>
        </div>
      ) : null}
      <p className="account__switch">
        {tx('account:login.noAccount')}{' '}
        <button
          type="button"
          className="account__link"
          onClick={() => {
            modal.onClose();
            modals.open('register', {});
          }}
        >
          {tx('account:login.toRegister')}
        </button>
      </p>
      {/* The agent entry (ADR 026): the same login in agent-page mode, which lands on /agentHome. */}
      {flags.agentCentre ? (
        <p className="account__switch">
          <button
            type="button"
            className="account__link"
            // A new opening replaces this one (the host remounts it in the other mode).
            onClick={() => modals.open('login', { agentPage: !agentPage })}
          >
            {tx(agentPage ? 'account:login.toPlayer' : 'account:login.toAgent')}
          </button>
        </p>
      ) : null}
      <div id="recaptcha-container" />
    </form>
  );

  return (
    <Modal
      {...modal}
      title={agentPage ? tx('account:login.agentTitle') : tx('account:login.title')}
      width={420}
      closeOnBackdrop={false}
    >
      <ModalBanner group="w_reg" />
      {ctx.smsLogin ? (
        <Tabs
          items={tabs}
          selected={ctx.tab}
          onSelect={(tab) => actor.send({ type: 'login.tab', tab })}
          label={tx('account:login.title')}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
    </Modal>
  );
}
