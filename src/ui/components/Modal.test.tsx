/* eslint-disable testing-library/no-node-access -- `inert` on the page behind a popup is what is under test,
   and jsdom does not act on it: the attribute (an ancestor's) is read directly. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { Dialog } from './Dialog';
import { Modal } from './Modal';

beforeAll(async () => {
  await initI18n('EN');
});

/** A page with controls before and after the trigger, as the header and footer are around the login button. */
function Page({ second = false }: { second?: boolean }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [other, setOther] = useState(false);
  return (
    <>
      <a href="#top">Logo</a>
      <button
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Log in
      </button>
      <button type="button" onClick={() => setOther(true)}>
        Register
      </button>
      {mounted && (
        <Modal
          open={open}
          title="Login"
          closeAnimationMs={200}
          onClose={() => setOpen(false)}
          onClosed={() => setMounted(false)}
        >
          <label>
            Username <input />
          </label>
          <label>
            Password <input type="password" />
          </label>
          <button type="button">Submit</button>
          {second ? (
            <button type="button" onClick={() => setOther(true)}>
              Open help
            </button>
          ) : null}
        </Modal>
      )}
      {other && <Dialog kind="alert" message="Help text" onConfirm={() => setOther(false)} />}
      <footer>
        <a href="#terms">Terms</a>
      </footer>
    </>
  );
}

async function openLogin() {
  const user = userEvent.setup();
  render(<Page second />);
  const opener = screen.getByRole('button', { name: 'Log in' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { user, opener, dialog };
}

describe('Modal focus', () => {
  it('moves focus into the first field when it opens', async () => {
    await openLogin();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside: they wrap instead of reaching the page behind', async () => {
    const { user } = await openLogin();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open help' })).toHaveFocus();
    // Past the last control: back to the first (the close button in the header), not the footer.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Shift+Tab from the first control wraps to the last, not to the page's Register/Log in.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Open help' })).toHaveFocus();
  });

  it('makes the page behind inert once the popup has painted, so nothing there can open a second popup', async () => {
    const { dialog } = await openLogin();
    const register = screen.getByRole('button', { name: 'Register', hidden: true });
    // Focus is in the popup at once; the page goes inert in the task after the popup's first frame.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(register.closest('[inert]')).not.toBeNull());
    expect(screen.getByText('Terms').closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    // Focus that reaches the page anyway (a browser without inert) is brought back in.
    act(() => register.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('returns focus to the control that opened it, and lifts inert, when it closes', async () => {
    const { user, opener } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener.closest('[inert]')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an alert opened from inside a modal traps focus itself and hands it back to its opener', async () => {
    const { user } = await openLogin();
    const help = screen.getByRole('button', { name: 'Open help' });
    await user.click(help);
    const alert = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(alert).toHaveAccessibleDescription('Help text');
    // The least destructive answer has focus; the login popup underneath is inert now.
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(help.closest('[inert]')).not.toBeNull();
    await user.tab();
    await user.tab();
    expect(alert.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(help).toHaveFocus());
    expect(help.closest('[inert]')).toBeNull();
  });

  it('a form that arrives after the popup opened takes focus from the dialog', async () => {
    function LateForm() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 400);
        return () => clearTimeout(timer);
      }, []);
      return ready ? (
        <label>
          Username <input />
        </label>
      ) : (
        <p>Loading…</p>
      );
    }
    render(
      <Modal title="Register" onClose={() => undefined}>
        <LateForm />
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(dialog).toHaveFocus();
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });
});
