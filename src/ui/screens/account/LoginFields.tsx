import { TextField } from '@/ui/components/TextField';
import { DialingCodeSelect } from './DialingCodeSelect';
import { SmsCodeField } from './SmsCodeField';
import { useAccountText } from './text';
import type { LoginFlow } from './useLoginFlow';

type FieldName = keyof LoginFlow['form'];

/** `onChange` for one text field of the login form. */
function setter(flow: LoginFlow, name: FieldName) {
  return (e: { target: { value: string } }) => flow.setForm((f) => ({ ...f, [name]: e.target.value }));
}

/** Username and password, or mobile number and SMS code (spec 01 §4: the two login tabs). */
export function LoginCredentials({ flow }: { flow: LoginFlow }) {
  const { tx, validation } = useAccountText();
  const { form, view, dialing } = flow;
  const fe = view.fieldErrors;
  if (view.tab === 'username')
    return (
      <>
        <TextField
          label={tx('account:fields.username')}
          name="username"
          autoComplete="username"
          value={form.username}
          onChange={setter(flow, 'username')}
          error={validation(fe.username)}
        />
        <TextField
          label={tx('account:fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={setter(flow, 'password')}
          error={validation(fe.password)}
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
        inputMode="numeric"
        value={form.mobileNum}
        onChange={setter(flow, 'mobileNum')}
        error={validation(fe.mobileNum)}
        prefix={
          <DialingCodeSelect
            value={dialing}
            onChange={flow.setDialing}
            label={tx('account:fields.dialingCode')}
          />
        }
      />
      <SmsCodeField
        purpose="login"
        viaProvider={flow.providerSms}
        target={() => ({ mobileNum: form.mobileNum.trim(), countryDialingCode: dialing })}
        value={form.smsCode}
        onChange={(v) => flow.setForm((f) => ({ ...f, smsCode: v }))}
        error={validation(fe.smsCode)}
      />
    </>
  );
}

/** The picture captcha the login asks for after failures (spec 01 §4); its picture refreshes on a tap. */
export function LoginCaptcha({ flow }: { flow: LoginFlow }) {
  const { tx, validation } = useAccountText();
  const { view } = flow;
  if (!view.captchaShown) return null;
  return (
    <TextField
      label={tx('account:fields.captcha')}
      name="captcha"
      autoComplete="off"
      value={flow.form.captcha}
      onChange={setter(flow, 'captcha')}
      error={validation(view.fieldErrors.captcha)}
      suffix={
        <button
          type="button"
          className="account__captcha"
          onClick={() => flow.actor.send({ type: 'login.captchaRefresh' })}
          // With the picture the button is named for what it does; without it, by the text it
          // shows ("Tap to load"), so a voice user can say what they see (WCAG 2.5.3).
          aria-label={view.captchaImage ? tx('account:login.refreshCaptcha') : undefined}
        >
          {view.captchaImage ? (
            <img src={view.captchaImage} alt={tx('account:login.captchaAlt')} height={36} />
          ) : (
            <span>{view.captchaFailed ? tx('account:login.captchaRetry') : '…'}</span>
          )}
        </button>
      }
    />
  );
}
