import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { api } from '@/api/instance';
import { VerificationCancelled } from '@/auth/humanVerification';
import { createLoginActors, loginActions } from '@/machines/login/login.actors';
import { loginMachine, type LoginOutput, type LoginTab } from '@/machines/login/login.machine';
import { selectLoginBusy, selectLoginVerifying, selectLoginView } from '@/machines/login/login.selectors';
import { useModals, type ModalComponentProps } from '@/ui/hooks/modals';
import { useDialingCode, useFeatureFlags } from '@/ui/hooks/system';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { accountDeps } from './device';
import { forget, offerToPasswordManager, recall, remember } from './rememberMe';
import { geetestVerifier, useProviderSms } from './verifier';

export interface LoginForm {
  username: string;
  password: string;
  mobileNum: string;
  smsCode: string;
  captcha: string;
}

/** What a login popup typed, as it was when "Log in" was pressed. */
interface Submitted {
  form: LoginForm;
  rememberMe: boolean;
  dialing: string;
}

/**
 * The remembered username or mobile number (ADR 008: never a password) and what the player types.
 * Remembering is applied when the login ends, from what was submitted, not from what the fields hold
 * by then.
 */
function useLoginForm() {
  const rememberedUser = useMemo(() => recall('username'), []);
  const rememberedMobile = useMemo(() => recall('mobile'), []);
  const [dialing, setDialing] = useDialingCode(rememberedMobile?.countryDialingCode);
  const [form, setForm] = useState<LoginForm>({
    username: rememberedUser?.value ?? '',
    password: '',
    mobileNum: rememberedMobile?.value ?? '',
    smsCode: '',
    captcha: '',
  });
  const [rememberMe, setRememberMe] = useState(Boolean(rememberedUser ?? rememberedMobile));
  return { form, setForm, dialing, setDialing, rememberMe, setRememberMe };
}

/** Stores or forgets what "Remember me" covers, and offers the password to the browser's manager. */
function applyRememberMe(tab: LoginTab, { form, rememberMe, dialing }: Submitted): void {
  if (rememberMe && tab === 'username') remember('username', form.username.trim());
  else if (rememberMe) remember('mobile', form.mobileNum.trim(), dialing);
  else {
    forget('username');
    forget('mobile');
  }
  if (tab === 'username' && form.password)
    void offerToPasswordManager(form.username.trim(), form.password.trim());
}

/**
 * The login popup's flow (spec 01 §4 login, §8): the login machine, the form it reads on submit, the
 * human verification it asks for, and what happens when it ends (the session starts, a forced
 * password change opens, or the after-login popup shows).
 */
export function useLoginFlow({ modal, tab: initialTab, agentPage = false }: ModalComponentProps<'login'>) {
  const flags = useFeatureFlags();
  const modals = useModals();
  const fields = useLoginForm();
  const { form, rememberMe, dialing } = fields;
  // What the player submitted, read when the login ends (the subscription outlives renders).
  const submitted = useRef<Submitted>({ form, rememberMe, dialing });
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // The flow's end is a provided action (ADR 013): it runs once, with the machine's own output.
  const onFinish = useLatest<(out: LoginOutput) => void>(() => undefined);
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: createLoginActors({ ...accountDeps, api }),
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
  const view = useSelector(actor, selectLoginView, shallowEqual);
  const busy = useSelector(actor, selectLoginBusy);
  const verifying = useSelector(actor, selectLoginVerifying);

  function finish(out: LoginOutput) {
    applyRememberMe(actor.getSnapshot().context.tab, submitted.current);
    const username = submitted.current.form.username.trim();
    modal.onClose();
    if (out.outcome === 'passwordChangeRequired') {
      // The token serves the change and nothing else until it succeeds (spec 01 §4).
      session.send({ type: 'session.passwordChangeRequired' });
      modals.open('changePassword', {
        forced: true,
        username,
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

  return { actor, view, busy, verifying, providerSms, submit, ...fields };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
