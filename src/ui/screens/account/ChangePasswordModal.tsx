import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { getSession } from '@/api/session-store';
import { changePasswordActors } from '@/machines/changePassword/changePassword.actors';
import { changePasswordMachine } from '@/machines/changePassword/changePassword.machine';
import type { ModalComponentProps } from '@/ui/app/modals';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { TextField } from '@/ui/components/TextField';
import { getSessionActor, navigateHome } from './runtime';
import { useAccountText } from './text';
import './account.css';

/** Change-password modal (spec 01 §2, §4, §5): old password only when not already known. */
export default function ChangePasswordModal({
  modal,
  forced = false,
  username,
  oldPassword,
}: ModalComponentProps<'changePassword'>) {
  const { tx, failure, validation } = useAccountText();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const logic = useMemo(() => changePasswordMachine.provide({ actors: changePasswordActors }), []);
  const actor = useActorRef(logic, { input: { knownOldPassword: oldPassword ?? null } });
  const view = useSelector(actor, (s) => s);
  const ctx = view.context;
  const account = username ?? getSession().username ?? '';

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status !== 'done') return;
      getSessionActor().send({ type: 'session.refresh' });
      modal.onClose();
      navigateHome();
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'password.submit', form });
  };
  const fe = ctx.fieldErrors;
  return (
    <Modal {...modal} title={tx('account:change.title')} width={420}>
      <form
        onSubmit={submit}
        noValidate
        className="account__form"
        data-testid="change-password-form"
        aria-busy={view.hasTag('busy')}
      >
        {forced ? <p className="account__notice">{tx('account:change.forced')}</p> : null}
        <TextField
          label={tx('account:fields.username')}
          name="username"
          autoComplete="username"
          value={account}
          readOnly
        />
        {ctx.knownOldPassword === null && view.matches('editing') && !oldPassword ? (
          <TextField
            label={tx('account:fields.oldPassword')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={form.oldPassword}
            onChange={set('oldPassword')}
            error={validation(fe.oldPassword)}
          />
        ) : null}
        <TextField
          label={tx('account:fields.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
          error={validation(fe.newPassword)}
        />
        <TextField
          label={tx('account:fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={validation(fe.confirmPassword)}
        />
        {ctx.failure ? (
          <p role="alert" className="account__error">
            {failure(ctx.failure)}
          </p>
        ) : null}
        <Button type="submit" block loading={view.hasTag('busy')}>
          {tx('account:change.submit')}
        </Button>
      </form>
    </Modal>
  );
}
