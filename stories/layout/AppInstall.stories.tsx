import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from '@/ui/app/pwa/UpdatePrompt';
import { InstallApp } from '@/ui/components/InstallApp';
import { resetPwaState, type BeforeInstallPromptEvent } from '@/ui/hooks/pwa';

/**
 * The installed site (ADR 041): "Add to home screen" as each browser offers it, and the prompt an open
 * tab shows when a new version has been deployed, held back while reloading would lose something.
 */
const meta = {
  title: 'Shell/Installed app',
  component: InstallApp,
} satisfies Meta<typeof InstallApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const prompt = fn(() => Promise.resolve());

function installPromptEvent(): BeforeInstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
}

/** Chromium and Android: the button opens the browser's own install prompt, once. */
export const BrowserInstallPrompt: Story = {
  loaders: [
    () => {
      prompt.mockClear();
      resetPwaState({ installPrompt: installPromptEvent() });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to home screen' }));
    await expect(prompt).toHaveBeenCalledTimes(1);
    // The browser's prompt can be used once: the button goes with it.
    await expect(canvas.queryByRole('button', { name: 'Add to home screen' })).toBeNull();
  },
};

/** iOS Safari has no install prompt: the button unfolds the three steps from the Share sheet. */
export const IosSteps: Story = {
  args: { ios: true },
  loaders: [
    () => {
      resetPwaState();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to home screen' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Already installed, or a browser that can do neither: nothing is offered. */
export const NothingToOffer: Story = {
  args: { ios: false },
  loaders: [
    () => {
      resetPwaState({ installed: false });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A new version is deployed and nothing would be lost: the prompt offers the reload. */
export const UpdateReady: Story = {
  render: () => <UpdatePrompt />,
  loaders: [
    () => {
      resetPwaState({ updateReady: true });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('A new version is ready');
    await expect(within(status).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The same update while the player is typing in a form: the prompt waits for a moment that loses nothing. */
export const UpdateHeldDuringAForm: Story = {
  render: () => (
    <>
      <form aria-label="Feedback">
        <label>
          Message
          <input name="message" defaultValue="" />
        </label>
      </form>
      <UpdatePrompt />
    </>
  ),
  loaders: [
    () => {
      resetPwaState({ updateReady: true });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Half a sentence');
    // The prompt looks again every two seconds; it stays away while the field holds text.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
