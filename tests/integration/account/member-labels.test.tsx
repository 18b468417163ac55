/**
 * The member's labels in the member drop-down (spec 01 §3 member info `memberLabel`, login-state
 * memberLabelColor, default #ABABAB in spec 01 §9) on the whole site against the mock: each label is a chip
 * named by its text, in the label's colour on its dot and border only.
 */
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session-store';
import { changeLanguage, initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { newUser } from '../../support/steps';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await import('@/ui/screens/account/MemberHeaderArea');
}, 60_000);

afterEach(async () => {
  clearSession();
  await changeLanguage('EN');
});

async function openMemberMenu(nickname: RegExp) {
  const header = await screen.findByTestId('member-area');
  await newUser().click(await within(header).findByRole('button', { name: nickname }));
  return header;
}

describe("the member's labels", () => {
  it('shows each label of the member as a chip in its colour, named by its text', async () => {
    signIn('vip05');
    renderSite('/');
    const header = await openMemberMenu(/Golden Tiger/);
    const list = await within(header).findByRole('list', { name: 'Member labels' });
    const chips = within(list).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['VIP', 'High roller']);
    for (const chip of chips) {
      expect(chip).toHaveAccessibleName(chip.textContent ?? '');
      // The colour is the chip's border and dot; the text keeps the theme's colour (contrast AA).
      expect(chip.style.getPropertyValue('--member-label-color')).toBe('#D4AF37');
    }
  });

  it("draws a label in the default grey #ABABAB, and names the list in the player's language", async () => {
    await changeLanguage('VI');
    signIn('player01');
    renderSite('/');
    const header = await openMemberMenu(/Player One/);
    const list = await within(header).findByRole('list', { name: 'Nhãn thành viên' });
    const chip = within(list).getByRole('listitem', { name: 'New star' });
    expect(chip.style.getPropertyValue('--member-label-color').toUpperCase()).toBe('#ABABAB');
  });
});
