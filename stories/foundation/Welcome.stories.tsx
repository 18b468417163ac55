import type { Meta, StoryObj } from '@storybook/react-vite';

function Welcome() {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>WPS player site</h1>
      <p>Screens, components and machine flows. Pick a scenario, language and theme in the toolbar.</p>
    </main>
  );
}

const meta = {
  title: 'Foundation/Welcome',
  component: Welcome,
} satisfies Meta<typeof Welcome>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
