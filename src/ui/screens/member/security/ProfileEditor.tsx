import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { settings } from '@/config/settings';
import { memberContract, type MemberInfo } from '@/contracts/member.contract';
import { Button } from '@/ui/components/Button';
import { TextField } from '@/ui/components/TextField';
import { useMoneyText } from '@/ui/hooks/useMoneyText';
import { useSessionActor } from '@/ui/hooks/useSession';
import type { FieldErrors } from '@/validation/forms';
import { todayParts } from '@/validation/forms';
import {
  checkProfile,
  editableFields,
  NICKNAME_MAX,
  REAL_NAME_MAX,
  type ProfileField,
  type ProfileForm,
} from '@/validation/profile';
import { SaveRow } from './SaveRow';
import { useSecurityText } from './useSecurityText';

function profileOf(m: MemberInfo): ProfileForm {
  return {
    nickname: m.nickname ?? '',
    payeeName: m.payeeName ?? '',
    email: m.email ?? '',
    birthday: m.birthday ?? '',
  };
}

interface Props {
  member: MemberInfo;
  onDone: (saved: boolean) => void;
}

/**
 * Edits the profile (ADR 028, spec 01 §9 birthday rule). The form keeps what was typed through a
 * refusal; only the changed fields are sent, in one request per press; once saved, member info and
 * the header's nickname are read again.
 */
export function ProfileEditor({ member, onDone }: Props) {
  const { t } = useSecurityText();
  const { validation } = useMoneyText();
  const client = useQueryClient();
  const session = useSessionActor();
  const current = profileOf(member);
  const editable = editableFields(current);
  const [form, setForm] = useState<ProfileForm>(current);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [unchanged, setUnchanged] = useState(false);
  const save = useMutation({
    mutationFn: (changes: Partial<ProfileForm>) => api.call(memberContract.updateProfile, { body: changes }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.member.info() });
      session.send({ type: 'session.refresh' });
      onDone(true);
    },
  });
  const message = (field: ProfileField) => validation(errors[field]);
  const set = (field: ProfileField) => (value: string) => {
    setUnchanged(false);
    setForm((f) => ({ ...f, [field]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkProfile(form, current, todayParts());
    setErrors(checked.ok ? {} : checked.errors);
    setUnchanged(!checked.ok && checked.unchanged === true);
    if (checked.ok) save.mutate(checked.changes);
  };
  const field = (name: ProfileField, props: { type?: string; hint?: string; autoComplete: string }) =>
    editable.includes(name) ? (
      <TextField
        label={t(`security.profile.${name}`)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={form[name]}
        onChange={(e) => set(name)(e.target.value)}
        hint={props.hint}
        error={message(name)}
      />
    ) : (
      <p className="security-locked">
        <span>{t(`security.profile.${name}`)}</span>
        <strong>{current[name]}</strong>
        <small>{t('security.profile.locked')}</small>
      </p>
    );
  return (
    <form className="security-form" noValidate onSubmit={submit} aria-label={t('security.profile.edit')}>
      {field('nickname', {
        autoComplete: 'nickname',
        hint: t('security.profile.maxHint', { max: NICKNAME_MAX }),
      })}
      {field('payeeName', {
        autoComplete: 'name',
        hint: t('security.profile.realNameHint', { max: REAL_NAME_MAX }),
      })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('birthday', {
        type: 'date',
        autoComplete: 'bday',
        hint: t('security.profile.birthdayHint', { age: settings.minimumAge.birthday }),
      })}
      {unchanged && (
        <p className="security-note" role="status">
          {t('security.profile.unchanged')}
        </p>
      )}
      <SaveRow error={save.error} saving={save.isPending} label={t('security.profile.save')}>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={save.isPending}>
          {t('common:cancel')}
        </Button>
      </SaveRow>
    </form>
  );
}
