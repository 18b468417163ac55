import { useEffect } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { whenPainted } from '@/config/afterNextPaint';
import type { LoginTab } from '@/machines/login/login.machine';
import type { ModalComponentProps } from '@/ui/hooks/modals';
import { useModals } from '@/ui/hooks/modals';
import { useFeatureFlags } from '@/ui/hooks/system';
import { Button } from '@/ui/components/Button';
import { Modal } from '@/ui/components/Modal';
import { Tabs } from '@/ui/components/Tabs';
import { ModalBanner } from './ModalBanner';
import { LoginCaptcha, LoginCredentials } from './LoginFields';
import { SliderChallenge } from './SliderChallenge';
import { useAccountText } from './text';
import { preloadMemberArea } from './HeaderAccountArea';
import { useLoginFlow, type LoginFlow } from './useLoginFlow';
import { geetestVerifier } from './verifier';
import './account.css';

/**
 * A login refused for a time-out or self-exclusion shows its end date and a way to help (ADR 043). The
 * codes are the extension's (RG_ERROR_CODES), written out so the login does not load that contract.
 */
const EXCLUDED_CODES: ReadonlySet<string> = new Set(['RG_TIMEOUT_ACTIVE', 'RG_SELF_EXCLUDED']);

/** "Remember me" and "Forgot password?" under the fields. */
function RememberRow({ flow, onForgot }: { flow: LoginFlow; onForgot(): void }) {
  const { tx } = useAccountText();
  return (
    <div className="account__row">
      <label className="account__check">
        <input
          type="checkbox"
          checked={flow.rememberMe}
          onChange={(e) => flow.setRememberMe(e.target.checked)}
        />{' '}
        {tx('account:login.remember')}
      </label>
      <button type="button" className="account__link" onClick={onForgot}>
        {tx('account:login.forgot')}
      </button>
    </div>
  );
}

/** Free play and the social sign-ins, each shown when the merchant's flags switch it on (spec 01 §4). */
function OtherWaysIn({ flow }: { flow: LoginFlow }) {
  const { tx } = useAccountText();
  const { view, busy, actor } = flow;
  return (
    <>
      {view.freePlay ? (
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
      {view.social ? (
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
    </>
  );
}

/** "No account? Register", and the agent entry (ADR 026): the same login in agent-page mode. */
function Switches({ agentPage, onRegister }: { agentPage: boolean; onRegister(): void }) {
  const { tx } = useAccountText();
  const flags = useFeatureFlags();
  const modals = useModals();
  return (
    <>
      <p className="account__switch">
        {tx('account:login.noAccount')}{' '}
        <button type="button" className="account__link" onClick={onRegister}>
          {tx('account:login.toRegister')}
        </button>
      </p>
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
    </>
  );
}

/** Login popup (spec 01 §2 modals, §4 login, §8). */
export default function LoginModal(props: ModalComponentProps<'login'>) {
  const { modal, agentPage = false } = props;
  const { tx, failure } = useAccountText();
  const modals = useModals();
  // The member area replaces Log in the moment this succeeds: its chunk loads while the player types.
  // After the popup has painted: its evaluation is no part of the tap's answer (INP, ADR 020).
  useEffect(() => whenPainted(preloadMemberArea), []);
  const flow = useLoginFlow(props);
  const { view, busy, verifying, actor } = flow;
  const switchTo = (next: 'forgotPassword' | 'register') => {
    modal.onClose();
    modals.open(next, {});
  };
  const tabs: { key: LoginTab; label: string }[] = [
    { key: 'username', label: tx('account:login.tabUsername') },
    { key: 'mobile', label: tx('account:login.tabMobile') },
  ];

  const body = (
    <form
      onSubmit={flow.submit}
      noValidate
      className="account__form"
      aria-busy={busy}
      data-testid="login-form"
    >
      <LoginCredentials flow={flow} />
      <LoginCaptcha flow={flow} />
      <RememberRow flow={flow} onForgot={() => switchTo('forgotPassword')} />
      {view.failure ? (
        <p role="alert" className="account__error" data-testid="login-error">
          {failure(view.failure)}
          {EXCLUDED_CODES.has(view.failure.errorCode ?? '') && (
            <>
              {' '}
              <Link href={paths.help.getHref(undefined, 'responsible')}>{tx('login.excludedHelp')}</Link>
            </>
          )}
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
      <OtherWaysIn flow={flow} />
      <Switches agentPage={agentPage} onRegister={() => switchTo('register')} />
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
      {view.smsLogin ? (
        <Tabs
          items={tabs}
          selected={view.tab}
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
