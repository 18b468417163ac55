import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '@/ui/components/Button';
import { Dialog } from '@/ui/components/Dialog';
import { LazyImage } from '@/ui/components/LazyImage';
import { Modal } from '@/ui/components/Modal';
import { Money } from '@/ui/components/Money';
import { Pagination } from '@/ui/components/Pagination';
import { QrCode } from '@/ui/components/QrCode';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Spinner } from '@/ui/components/Spinner';
import { Tabs } from '@/ui/components/Tabs';
import { TextField } from '@/ui/components/TextField';
import { gameIcon } from '@mocks/factories/games.factories';

const meta = {
  title: 'Shell/Components',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: Button,
  args: { children: 'Button', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button loading>Loading</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};
export const TextFields: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <TextField label="Username" placeholder="player01" />
      <TextField label="Password" type="password" error="Password is required" />
      <TextField label="Mobile" prefix={<span>+60</span>} hint="Digits only" />
    </div>
  ),
};
function TabsDemo() {
  const [tab, setTab] = useState<'username' | 'mobile'>('username');
  return (
    <Tabs<'username' | 'mobile'>
      label="Login type"
      items={[
        { key: 'username', label: 'Username' },
        { key: 'mobile', label: 'Mobile' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <p>{tab} form</p>
    </Tabs>
  );
}
export const TabsStory: Story = { name: 'Tabs', render: () => <TabsDemo /> };
function ModalDemo({ closeOnBackdrop, showDelayMs }: { closeOnBackdrop?: boolean; showDelayMs?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Generic modal"
        closeOnBackdrop={closeOnBackdrop}
        showDelayMs={showDelayMs}
      >
        Drag the header.{' '}
        {closeOnBackdrop ? 'Background click and Escape close it.' : 'Only the close button closes it.'}
      </Modal>
    </>
  );
}
// Popups render in a portal on <body>, outside a theme pane: each is shown once per theme instead of side by
// side. Below 600 px wide (Storybook's mobile viewports) the modal is a full-screen sheet, a dialog a bottom sheet.
const LIGHT = { theme: 'light' };
const DARK = { theme: 'dark' };
/** A form longer than a phone's screen: it scrolls inside the sheet, the close control stays in view. */
function LongFormModal() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Register">
        {['Username', 'Password', 'Confirm password', 'Real name', 'Mobile', 'E-mail', 'Referral code'].map(
          (label) => (
            <TextField key={label} label={label} />
          ),
        )}
        <Button block>Register</Button>
      </Modal>
    </>
  );
}
export const ModalDefault: Story = { render: () => <ModalDemo />, globals: LIGHT };
export const ModalDefaultDark: Story = { render: () => <ModalDemo />, globals: DARK };
export const ModalBackdropCloses: Story = { render: () => <ModalDemo closeOnBackdrop />, globals: LIGHT };
export const ModalWithShowDelay: Story = { render: () => <ModalDemo showDelayMs={100} />, globals: LIGHT };
export const ModalLongForm: Story = { render: () => <LongFormModal />, globals: LIGHT };
export const ModalLongFormDark: Story = { render: () => <LongFormModal />, globals: DARK };
export const DialogAlert: Story = {
  render: () => <Dialog kind="alert" message="The SMS could not be sent." onConfirm={fn()} />,
  globals: LIGHT,
};
export const DialogAlertDark: Story = { ...DialogAlert, globals: DARK };
export const DialogConfirm: Story = {
  render: () => <Dialog kind="confirm" message="Sign out?" onConfirm={fn()} onCancel={fn()} danger />,
  globals: LIGHT,
};
export const DialogConfirmDark: Story = { ...DialogConfirm, globals: DARK };
export const Spinners: Story = { render: () => <Spinner block /> };
function PaginationDemo() {
  const [page, setPage] = useState(5);
  return <Pagination page={page} totalPages={12} onChange={setPage} />;
}
export const PaginationStory: Story = { name: 'Pagination', render: () => <PaginationDemo /> };
export const MoneyValues: Story = {
  render: () => (
    <p>
      <Money value={1234567.891} /> · <Money value="12" symbol="RM" /> · <Money value={10} hidden />
    </p>
  ),
};
export const QrCodes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <QrCode value="https://example.com/down" label="Default 200" />
      <QrCode value="https://example.com/down" size={100} label="Header 100" />
    </div>
  ),
};
// Handlers and inline styles included: the sanitizer renames them before parsing, so this story
// runs under the Storybook CSP without a single violation report (the Storybook e2e fails on one).
export const SafeHtmlSanitized: Story = {
  render: () => (
    <SafeHtml
      html={
        '<p><b>Bold</b> text <a href="javascript:alert(1)">link</a></p><img src=x onerror="alert(1)"><p style="color:red" onclick="alert(3)">styled</p><form><input name="pin"></form><script>alert(2)</script>'
      }
    />
  ),
};
export const LazyImages: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <LazyImage src={gameIcon('Golden Dragon Riches', 'PG', 30)} alt="Loads" width={200} />
      <LazyImage src="/does-not-exist.png" alt="Falls back" width={200} />
    </div>
  ),
};
