import type { RegistrationField as FieldSpec } from '@/validation/forms';
import { TextField } from '@/ui/components/TextField';
import { CaptchaImage } from './CaptchaImage';
import { DialingCodeSelect } from './DialingCodeSelect';
import { SmsCodeField } from './SmsCodeField';
import { useAccountText } from './text';
import type { RegistrationFlow } from './useRegistrationFlow';

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

const INPUT_TYPE: Partial<Record<FieldSpec['kind'], string>> = {
  password: 'password',
  email: 'email',
  tel: 'tel',
};

/** One field of the registration form, as the merchant's registration settings describe it (spec 01 §5). */
export function RegistrationField({ field, flow }: { field: FieldSpec; flow: RegistrationFlow }) {
  const { tx, validation } = useAccountText();
  const { values, set, view, dialing } = flow;
  if (field.name === 'verificationCode')
    return (
      <SmsCodeField
        name="verificationCode"
        purpose="register"
        registerType={view.tab}
        viaProvider={flow.providerSms}
        target={() => ({ mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: dialing })}
        value={values.verificationCode ?? ''}
        onChange={(v) => set('verificationCode', v)}
        error={validation(view.fieldErrors.verificationCode)}
      />
    );
  return (
    <TextField
      name={field.name}
      label={tx(`account:fields.${field.name}`)}
      type={INPUT_TYPE[field.kind] ?? 'text'}
      autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
      placeholder={field.kind === 'date' ? 'yyyy-MM-dd' : undefined}
      required={field.required}
      value={values[field.name] ?? ''}
      onChange={(e) => set(field.name, e.target.value)}
      error={validation(view.fieldErrors[field.name])}
      prefix={
        field.kind === 'tel' ? (
          <DialingCodeSelect
            value={dialing}
            onChange={flow.setDialing}
            label={tx('account:fields.dialingCode')}
          />
        ) : undefined
      }
      suffix={field.name === 'captcha' ? <CaptchaImage /> : undefined}
    />
  );
}
