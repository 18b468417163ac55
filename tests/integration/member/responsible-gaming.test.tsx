import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { settings } from '@/config/settings';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import DepositPage from '@/ui/screens/member/deposit/DepositPage';
import ResponsibleGamingPage from '@/ui/screens/member/responsible/ResponsibleGamingPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  Object.assign(settings, { responsibleGambling: 'on' });
});

/** Every request the page sends, by path (the mock sees them all). */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

function render(page: 'deposit' | 'rg') {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      {page === 'deposit' ? <DepositPage /> : <ResponsibleGamingPage />}
    </AppProviders>,
    { route: page === 'deposit' ? '/?mc=depositv2' : '/?mc=responsibleGaming' },
  );
}

describe('responsible gaming (ADR 043)', () => {
  it('a 24-hour deposit limit: lower at once, an increase waits with its date, the deposit page refuses over it', async () => {
    signIn('player01');
    const user = userEvent.setup();
    const view = render('rg');
    const day = await screen.findByRole('group', { name: 'Deposit limit, 24 hours' }, { timeout: 8000 });
    await user.type(within(day).getByRole('textbox', { name: 'New limit' }), '200');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    await within(day).findByText(/^Limit \S* ?200\.00 · used \S* ?0\.00 · left \S* ?200\.00$/);
    expect(within(day).getByRole('status')).toHaveTextContent('The new limit applies now.');
    await user.clear(within(day).getByRole('textbox', { name: 'New limit' }));
    await user.type(within(day).getByRole('textbox', { name: 'New limit' }), '1000');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    await within(day).findByText(/Changes to \S* ?1,000\.00: takes effect on \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(within(day).getByText(/^Limit \S* ?200\.00 · used/)).toBeInTheDocument();
    view.unmount();

    const seen = recordRequests();
    render('deposit');
    await screen.findByText(/^24-hour limit: \S* ?200\.00 left$/);
    await user.type(await screen.findByRole('textbox', { name: 'Deposit amount' }), '300');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText(/^This is more than your deposit limit leaves \(\S* ?200\.00\)$/);
    expect(seen.filter((r) => r.startsWith('POST /wps/transaction/deposit/'))).toEqual([]);
  });

  it('the reality-check choice shows at once while it saves, and a refused save returns to the saved one', async () => {
    signIn('player01');
    const user = userEvent.setup();
    let answer: 'slow' | 'refuse' = 'slow';
    server.use(
      // Slow, then answered by the mock's own handler (a resolver that returns nothing falls through).
      http.post('*/wps/rg/session', async () => {
        await delay(300);
        if (answer === 'refuse') {
          return HttpResponse.json(
            { success: false, errorCode: 'system.error', message: 'boom' },
            { status: 500 },
          );
        }
        return undefined;
      }),
    );
    render('rg');
    const reality = await screen.findByRole('region', { name: 'Reality check' });
    await waitFor(() => expect(within(reality).getByRole('group')).toBeEnabled());
    expect(within(reality).getByRole('radio', { name: '15 minutes' })).not.toBeChecked();
    // Checked in the same task as the click, as a browser shows it: nothing may wait for the request.
    fireEvent.click(within(reality).getByRole('radio', { name: '15 minutes' }));
    expect(within(reality).getByRole('radio', { name: '15 minutes' })).toBeChecked();
    await within(reality).findByText('Saved.');
    expect(within(reality).getByRole('radio', { name: '15 minutes' })).toBeChecked();

    answer = 'refuse';
    await user.click(within(reality).getByRole('radio', { name: '30 minutes' }));
    expect(await within(reality).findByRole('alert')).toHaveTextContent(/\S/);
    expect(within(reality).getByRole('radio', { name: '15 minutes' })).toBeChecked();
    expect(within(reality).getByRole('radio', { name: '30 minutes' })).not.toBeChecked();
  });

  it('a self-exclusion is confirmed twice with its consequences, then logs out', async () => {
    signIn('player01');
    const user = userEvent.setup();
    render('rg');
    const section = await screen.findByRole('region', { name: 'Self-exclusion' });
    await user.click(within(section).getByRole('button', { name: 'Exclude myself' }));
    const first = await screen.findByRole('alertdialog', { name: 'Exclude yourself?' });
    expect(first).toHaveTextContent('You chose to exclude yourself for 6 months.');
    expect(first).toHaveTextContent('It cannot be ended early or shortened from this site.');
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(second).getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull());
  });

  it('with the extension off, no /wps/rg call is made and the deposit page shows no limits', async () => {
    Object.assign(settings, { responsibleGambling: 'off' });
    signIn('player01');
    const seen = recordRequests();
    render('deposit');
    await screen.findByRole('textbox', { name: 'Deposit amount' });
    expect(screen.queryByRole('button', { name: 'Responsible gaming: limits and breaks' })).toBeNull();
    expect(seen.some((r) => r.startsWith('GET /wps/'))).toBe(true);
    expect(seen.filter((r) => r.includes('/wps/rg/'))).toEqual([]);
  });
});
