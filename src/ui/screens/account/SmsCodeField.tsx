import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { errorKey } from '@/api/errors';
import { api } from '@/api/instance';
import { createSmsCountdownActors, type SmsPurpose } from '@/machines/smsCountdown/smsCountdown.actors';
import { smsCountdownMachine } from '@/machines/smsCountdown/smsCountdown.machine';
import { selectSmsButton } from '@/machines/smsCountdown/smsCountdown.selectors';
import { useLatest } from '@/ui/hooks/useLatest';
import { useDialogs } from '@/ui/hooks/dialogs';
import { Button } from '@/ui/components/Button';
import { TextField } from '@/ui/components/TextField';
import { useAccountText } from './text';

interface Props {
  purpose: SmsPurpose;
  viaProvider: boolean;
  registerType?: 'username' | 'mobile';
  /** The number the code goes to; the button asks for it when empty. */
  target: () => { mobileNum: string; countryDialingCode: string };
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  name?: string;
}

/** 300 → "5:00", 59 → "0:59": the wait after "too many requests" (spec 01 §8). */
export function minutesAndSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** SMS code input with its send button and the resend countdown (spec 01 §4, §8, §9). */
export function SmsCodeField({
  purpose,
  viaProvider,
  registerType,
  target,
  value,
  onChange,
  error,
  name = 'smsCode',
}: Props) {
  const { tx, failure } = useAccountText();
  const dialogs = useDialogs();
  const ui = useLatest({ dialogs, tx, failure });
  const logic = useMemo(
    () =>
      smsCountdownMachine.provide({
        actors: createSmsCountdownActors({
          api,
          purpose,
          viaProvider,
          recaptchaContainer: 'recaptcha-container',
          ...(registerType ? { registerType } : {}),
        }),
        actions: {
          // Spec 01 §8: the server's message in a warning dialog with a confirm button.
          warnFailure: ({ self }, { failure: f }) => {
            const { dialogs, tx, failure } = ui.get();
            // "Too many requests" says when to come back (spec 01 §8), which a server's text may not.
            const text = f?.messageKey === errorKey('tooManyRequests') ? failure(f) : f?.serverMessage;
            void dialogs
              .alert(text ?? failure(f) ?? tx('errors:system'), {
                title: tx('account:sms.failedTitle'),
              })
              .then(() => self.send({ type: 'sms.dismiss' }));
          },
        },
      }),
    [purpose, viaProvider, registerType, ui],
  );
  const actor = useActorRef(logic, { input: { viaProvider } });
  const state = useSelector(actor, selectSmsButton, shallowEqual);

  const send = () => {
    const t = target();
    actor.send({ type: 'sms.send', target: t.countryDialingCode ? t : { mobileNum: t.mobileNum } });
  };

  return (
    <TextField
      label={tx('account:fields.smsCode')}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      suffix={
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={send}
          disabled={state.counting || state.busy || state.dialog}
          loading={state.busy}
        >
          {state.throttled
            ? tx('account:sms.retryIn', { time: minutesAndSeconds(state.remaining) })
            : state.counting
              ? tx('account:sms.resendIn', { seconds: state.remaining })
              : tx('account:sms.send')}
        </Button>
      }
    />
  );
}
