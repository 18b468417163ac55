/**
 * A login abandoned on the way leaves no session (ADR 013, 036): closing the popup stops
 * the login machine, whose actors pass their signal to the client, so the member-info call is
 * aborted and the token stored for it is removed. Driven through the screens against the MSW mock.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { clearSession, getSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { allowSlowScreens, newUser, openLogin, solveSlider, submitLogin } from '../../support/steps';
import { renderSite } from '../../support/site';

const MEMBER_INFO_PATH = '/wps/member/info';

beforeAll(async () => {
  allowSlowScreens();
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
});

/**
 * A slow member-info step: each request waits until the client aborts it (or 10 s pass), then
 * falls through to the mock's own handler. Answers the requests it held, as the mock received them.
 */
function slowMemberInfo(): Request[] {
  const held: Request[] = [];
  server.use(
    http.get(`*${MEMBER_INFO_PATH}`, async ({ request }) => {
      held.push(request);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        request.signal.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
      return undefined;
    }),
  );
  return held;
}

describe('a login closed while member info loads', () => {
  it('aborts the member-info call, stores no token and shows no balance', async () => {
    const held = slowMemberInfo();
    renderSite();
    const user = newUser();
    const dialog = await openLogin(user);
    await submitLogin(user, dialog, 'player01', 'Passw0rd1');
    await solveSlider(user);

    // The login answered and the token went into storage for the member-info call, which hangs.
    await waitFor(() => expect(held).toHaveLength(1), { timeout: 15_000 });
    const memberInfo = held[0] as Request;
    expect(memberInfo.signal.aborted).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());

    await waitFor(() => expect(memberInfo.signal.aborted).toBe(true));
    expect(getSession().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('visitor-area')).toBeInTheDocument();
    expect(screen.queryByTestId('balance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  }, 45_000);
});
