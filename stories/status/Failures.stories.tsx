import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { ErrorMessage } from '@/ui/components/ErrorBoundary';
import { ChunkLoadError } from '@/ui/components/lazyWithRetry';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { BootCrashScreen } from '@/ui/screens/status/BootCrash';

/** What a player sees when something fails (ADR 016): data, a broken part of the page, a boot that rejected. */
const meta = {
  title: 'Shell/Failures',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: LoadFailure,
  args: {
    error: new ApiError({ kind: 'network' }),
    title: 'Announcements could not be loaded.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The retry is one button, named by its text, and it asks again. */
export const DataNetworkError: Story = {
  play: async ({ canvasElement, args }) => {
    // One pane per theme: each shows its own retry; the first one is asked.
    const canvas = within(canvasElement.querySelector<HTMLElement>('[data-theme]') ?? canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /try again|cuba lagi|重试/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const DataTimeout: Story = { args: { error: new ApiError({ kind: 'timeout' }) } };
export const DataServerError: Story = { args: { error: new ApiError({ kind: 'http', status: 500 }) } };
export const DataMalformed: Story = { args: { error: new ApiError({ kind: 'schema' }) } };
export const DataRetrying: Story = { args: { retrying: true } };

/** A part of the page that failed to render: retry renders it again. */
export const RenderError: Story = {
  render: () => <ErrorMessage error={new Error('render failed')} reset={fn()} />,
};
/** A chunk that failed after its retries: only a reload helps. */
export const ChunkError: Story = {
  render: () => <ErrorMessage error={new ChunkLoadError('chunk')} reset={fn()} onReload={fn()} />,
};

/** A boot that rejected before translations existed, in each language. */
export const BootCrashMY: Story = { render: () => <BootCrashScreen language="MY" onRetry={fn()} /> };
export const BootCrashEN: Story = { render: () => <BootCrashScreen language="EN" onRetry={fn()} /> };
export const BootCrashCN: Story = { render: () => <BootCrashScreen language="CN" onRetry={fn()} /> };
