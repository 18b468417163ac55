import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useHoverMenu } from './useHoverMenu';

/** A bare menu: one trigger and a panel of three items, wired the way the header's menus are. */
function Menu() {
  const menu = useHoverMenu(200);
  return (
    <div {...menu.hoverProps}>
      <button type="button" aria-expanded={menu.open} onClick={menu.toggle} {...menu.triggerProps}>
        Games
      </button>
      {menu.open && (
        <div {...menu.panelProps}>
          {['Slots', 'Live', 'Sports'].map((name) => (
            <button key={name} type="button" tabIndex={-1} onClick={() => menu.choose(() => undefined)}>
              {name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

// ADR 017 keyboard model: the trigger is the one Tab stop; arrows, Home and End rove inside the panel.
describe('useHoverMenu keyboard', () => {
  it('opens on Arrow Down at the first item, roves with wrap-round, Home and End, and Escape returns', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Games' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Live' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Sports' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on Arrow Up at the last item; choosing closes and puts focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Games' });
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    const last = screen.getByRole('button', { name: 'Sports' });
    expect(last).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
