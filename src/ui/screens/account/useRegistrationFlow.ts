import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { findExtension } from '@/api/extensions';
import { api } from '@/api/instance';
import { extensionAllowed } from '@/config/extensions';
import { createRegistrationActors } from '@/machines/registration/registration.actors';
import { registrationMachine } from '@/machines/registration/registration.machine';
import { selectRegistrationView } from '@/machines/registration/registration.selectors';
import { registrationFields, todayParts } from '@/validation/forms';
import { useModals, type ModalComponentProps } from '@/ui/hooks/modals';
import { useDialogs } from '@/ui/hooks/dialogs';
import { useDialingCode, useFeatureFlags } from '@/ui/hooks/system';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { accountDeps } from './device';
import { useAccountText } from './text';
import { registrationGeetest, useProviderSms } from './verifier';

function geetestDep() {
  const geetest = registrationGeetest();
  return geetest ? { geetest } : {};
}

function queryParam(name: string): string | null {
  try {
    return new URLSearchParams(location.search).get(name);
  } catch {
    return null;
  }
}

/**
 * The register popup's flow (spec 01 §4, §5): the registration machine with the merchant's switches,
 * the affiliate and referral codes from the popup's opening or the address, what the player types, and
 * the flow's ends (the session starts; a refused invitation code is explained, then the form returns).
 */
export function useRegistrationFlow({ modal, referralCode, affiliateCode }: ModalComponentProps<'register'>) {
  const { tx } = useAccountText();
  const flags = useFeatureFlags();
  const dialogs = useDialogs();
  const providerSms = useProviderSms();
  const [dialing, setDialing] = useDialingCode();
  const urlAffiliate = affiliateCode ?? queryParam('affiliateCode') ?? queryParam('aff');
  const [values, setValues] = useState<Record<string, string>>(() => {
    const initial: Record<string, string> = {};
    if (urlAffiliate) initial.affiliateCode = urlAffiliate;
    return initial;
  });
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // The flow's ends are provided actions (ADR 013), reading this render's tools when they run.
  const modals = useModals();
  const ui = useLatest({ session, modal, navigate, dialogs, tx, modals });
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: createRegistrationActors({ ...accountDeps, api, ...geetestDep() }),
        actions: {
          finish: (_, { loggedIn }) => {
            const { session, modal, navigate, modals } = ui.get();
            session.send({ type: 'session.started' });
            modal.onClose();
            navigate('/');
            // Registration offers a deposit limit before the first deposit (ADR 043, UKGC RTS 12): a
            // popup of its own, so the registration has succeeded whatever the answer; only where the
            // backend has the extension (ADR 050).
            if (loggedIn && extensionAllowed('responsibleGambling'))
              void findExtension('responsibleGambling', api).then(
                (found) => found === 'present' && modals.open('depositLimitOffer', {}),
              );
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
  // The username form needs its call (REG3, the direct registration); beside mobile registration the
  // designed USERNAMEREG3 may take its tab away, alone it keeps it (ADR 050).
  const usernameEnabled =
    flags.directRegistration && (flags.usernameRegistration || !flags.mobileRegistration);
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
  const ctx = useSelector(actor, selectRegistrationView, shallowEqual);

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

  return { actor, view: ctx, fields, values, set, submit, dialing, setDialing, providerSms };
}

export type RegistrationFlow = ReturnType<typeof useRegistrationFlow>;
