/**
 * The header's lottery and cockfight entries (spec 02 §2, ADR 029) on the whole site against the mock:
 * under the default reading the lottery entry opens its first vendor's lobby (/lottery with that
 * vendor), and /lottery itself stays reachable from the home tile.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { opensFirstVendor } from '@/ui/screens/game/useVendorLaunch';
import { clearSession } from '@/api/session-store';
import { signIn } from '../../support/mock-session';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => clearSession());

describe('lottery entry', () => {
  it("opens a member's first lottery vendor from the header", async () => {
    signIn('player01');
    const user = userEvent.setup();
    const { history } = renderSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const lottery = await within(nav).findByRole('button', { name: 'Lottery' });
    await user.click(lottery);
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/lottery\?vendor=/));
  });

  it("asks a visitor to log in first, as any game's launch does", async () => {
    const user = userEvent.setup();
    const { history } = renderSite('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('button', { name: 'Lottery' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(history.at(-1)).not.toMatch(/^\/lottery/);
  });

  it('keeps /lottery reachable from the home tile', async () => {
    const user = userEvent.setup();
    const { history } = renderSite('/');
    expect(await screen.findByRole('heading', { name: 'Play by category' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Lottery' }));
    await waitFor(() => expect(history.at(-1)).toBe('/lottery'));
  });

  it('chooses by the setting: the lobby reading sends the entry to /lottery as it is', () => {
    expect(opensFirstVendor('LOTT', 'firstVendor')).toBe('LOTT');
    expect(opensFirstVendor('lott', 'lobby')).toBeNull();
    expect(opensFirstVendor('COCKFIGHT', 'lobby')).toBe('COCKFIGHT');
    expect(opensFirstVendor('ELOTT', 'firstVendor')).toBeNull();
  });
});
