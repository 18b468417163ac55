import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { getSession } from '@/api/session-store';
import { createChangePasswordActors } from '@/machines/changePassword/changePassword.actors';
import { changePasswordMachine } from '@/machines/changePassword/changePassword.machine';
import {
  selectChangePasswordBusy,
  selectChangePasswordView,
} from '@/machines/changePassword/changePassword.selectors';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { TextField } from '@/ui/components/TextField';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
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
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const onChanged = useLatest(() => {
    // The session reloads login info; a forced change lifts the hold on the token first.
    session.send({ type: 'session.passwordChanged' });
    modal.onClose();
    navigate('/');
  });
  const logic = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: createChangePasswordActors({ api }),
        actions: { finish: () => onChanged.get()() },
      }),
    [onChanged],
  );
  const actor = useActorRef(logic, { input: { knownOldPassword: oldPassword ?? null } });
  const ctx = useSelector(actor, selectChangePasswordView, shallowEqual);
  const busy = useSelector(actor, selectChangePasswordBusy);
  const account = username ?? getSession().username ?? '';
  /** Closing a forced change unfinished ends the session: it never existed for anything else. */
  const close = () => {
    if (forced && actor.getSnapshot().status !== 'done') session.send({ type: 'session.abandon' });
    modal.onClose();
  };

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'password.submit', form });
  };
  const fe = ctx.fieldErrors;
  return (
    <Modal {...modal} onClose={close} title={tx('account:change.title')} width={420}>
      <form
        onSubmit={submit}
        noValidate
        className="account__form"
        data-testid="change-password-form"
        aria-busy={busy}
      >
        {forced ? <p className="account__notice">{tx('account:change.forced')}</p> : null}
        <TextField
          label={tx('account:fields.username')}
          name="username"
          autoComplete="username"
          value={account}
          readOnly
        />
        {ctx.askOldPassword && !oldPassword ? (
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
        <Button type="submit" block loading={busy}>
          {tx('account:change.submit')}
        </Button>
      </form>
    </Modal>
  );
}
