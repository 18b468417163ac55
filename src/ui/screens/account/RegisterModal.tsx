import { useEffect } from 'react';
import { whenPainted } from '@/config/afterNextPaint';
import { settings } from '@/config/settings';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { useModals } from '@/ui/hooks/modals';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import { Tabs } from '@/ui/components/Tabs';
import { ModalBanner } from './ModalBanner';
import { RegistrationField } from './RegistrationField';
import { useAccountText } from './text';
import { preloadMemberArea } from './HeaderAccountArea';
import { useRegistrationFlow, type RegistrationFlow } from './useRegistrationFlow';
import './account.css';

/** The terms box (spec 01 §5: confirms the registration age) and its warning when left unticked. */
function TermsCheck({ flow }: { flow: RegistrationFlow }) {
  const { tx } = useAccountText();
  const { view, actor } = flow;
  return (
    <>
      <label className={`account__check${view.termsWarning ? ' account__check--warning' : ''}`}>
        <input
          type="checkbox"
          checked={view.termsAccepted}
          onChange={(e) => actor.send({ type: 'registration.terms', accepted: e.target.checked })}
          aria-invalid={view.termsWarning || undefined}
          aria-describedby={view.termsWarning ? 'terms-warning' : undefined}
        />{' '}
        {tx('account:register.terms', { age: settings.minimumAge.confirmAtRegistration })}
      </label>
      {view.termsWarning ? (
        <p id="terms-warning" role="alert" className="account__error">
          {tx('errors:termsRequired')}
        </p>
      ) : null}
    </>
  );
}

/** The registration form: the merchant's fields, the terms, the failure, and the way to login. */
function RegisterForm({ flow, onLogin }: { flow: RegistrationFlow; onLogin(): void }) {
  const { tx, failure } = useAccountText();
  const { view } = flow;
  return (
    <form
      onSubmit={flow.submit}
      noValidate
      className="account__form"
      data-testid="register-form"
      aria-busy={view.busy}
    >
      {flow.fields.map((f) => (
        <RegistrationField key={f.name} field={f} flow={flow} />
      ))}
      <TermsCheck flow={flow} />
      {view.failure && view.step !== 'invitationCodeError' ? (
        <p role="alert" className="account__error">
          {failure(view.failure)}
        </p>
      ) : null}
      <Button type="submit" block loading={view.busy}>
        {tx('account:register.submit')}
      </Button>
      <p className="account__switch">
        {tx('account:register.haveAccount')}{' '}
        <button type="button" className="account__link" onClick={onLogin}>
          {tx('account:register.toLogin')}
        </button>
      </p>
      <div id="recaptcha-container" />
    </form>
  );
}

/** Register modal (spec 01 §2, §4, §5). */
export default function RegisterModal(props: ModalComponentProps<'register'>) {
  const { modal } = props;
  const { tx, failure } = useAccountText();
  const modals = useModals();
  // The member area replaces Log in the moment this succeeds: its chunk loads while the player types.
  // After the popup has painted: the chunk's evaluation is no part of the tap's answer (INP, ADR 020).
  useEffect(() => whenPainted(preloadMemberArea), []);
  const flow = useRegistrationFlow(props);
  const { view, actor } = flow;

  let content;
  // Neither the username form (REG3 off) nor mobile registration: this merchant opens accounts through
  // its agents (spec 02 §6 "please contact your agent"; ADR 050).
  if (!view.usernameEnabled && !view.mobileEnabled)
    content = (
      <div role="status" className="account__form">
        <p>{tx('account:register.closed')}</p>
        <p>{tx('errors:contactAgent')}</p>
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
      </div>
    );
  else if (view.step === 'loadingSettings') content = <Spinner />;
  else if (view.step === 'loadFailed')
    content = (
      <div role="alert">
        <p>{failure(view.failure)}</p>
        <Button onClick={() => actor.send({ type: 'registration.retry' })}>
          {tx('account:common.retry')}
        </Button>
      </div>
    );
  else
    content = (
      <RegisterForm
        flow={flow}
        onLogin={() => {
          modal.onClose();
          modals.open('login', {});
        }}
      />
    );

  return (
    <Modal {...modal} title={tx('account:register.title')} width={460}>
      <ModalBanner group="w_reg" />
      {view.usernameEnabled && view.mobileEnabled ? (
        <Tabs
          items={[
            { key: 'username' as const, label: tx('account:register.tabUsername') },
            { key: 'mobile' as const, label: tx('account:register.tabMobile') },
          ]}
          selected={view.tab}
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
