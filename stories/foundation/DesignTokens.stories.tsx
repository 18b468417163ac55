import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, CSSProperties, ReactNode, SVGProps } from 'react';
import Cherry from 'lucide-react/icons/cherry';
import CircleHelp from 'lucide-react/icons/circle-help';
import Construction from 'lucide-react/icons/construction';
import Gift from 'lucide-react/icons/gift';
import GlobeLock from 'lucide-react/icons/globe-lock';
import Headset from 'lucide-react/icons/headset';
import Megaphone from 'lucide-react/icons/megaphone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserPlus from 'lucide-react/icons/user-plus';
import { useTheme } from '@/ui/hooks/theme';
import { BrandLogo } from '@/ui/components/BrandLogo';
import { SocialIcon } from '@/ui/components/SocialIcon';

/** The design tokens of ADR 018, drawn from the live custom properties (so a re-skin shows here too). */
const COLOURS = [
  ['--color-bg', '--color-text'],
  ['--color-surface', '--color-text'],
  ['--color-surface-2', '--color-text-muted'],
  ['--color-surface-raised', '--color-text'],
  ['--color-primary', '--color-primary-contrast'],
  ['--color-primary-soft', '--color-primary'],
  ['--color-accent', '--color-on-accent'],
  ['--color-danger', '--color-on-danger'],
  ['--color-success', '--color-on-success'],
  ['--color-warning-soft', '--color-warning'],
  ['--color-hot', '--color-on-hot'],
  ['--color-skeleton', '--color-text'],
] as const;
const TYPE = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
const SPACE = [1, 2, 3, 4, 5, 6, 8, 10] as const;
const RADII = ['--radius-sm', '--radius', '--radius-lg', '--radius-pill'] as const;
const SHADOWS = ['--shadow-1', '--shadow-2', '--shadow-3'] as const;
const ICONS: [string, ComponentType<SVGProps<SVGSVGElement>>][] = [
  ['megaphone', Megaphone],
  ['shield-check', ShieldCheck],
  ['headset', Headset],
  ['user-plus', UserPlus],
  ['circle-help', CircleHelp],
  ['construction', Construction],
  ['globe-lock', GlobeLock],
  ['cherry', Cherry],
  ['gift', Gift],
];

const section = { display: 'grid', gap: 8, marginBottom: 24 } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

function Tokens() {
  return (
    <main style={{ padding: 'var(--space-6)', fontFamily: 'var(--font)' }}>
      <p style={{ fontSize: 'var(--font-size-xl)', margin: 0 }}>
        <BrandLogo />
      </p>
      <h1>Design tokens</h1>
      <section style={section} aria-label="Colours">
        <h2>Colour pairs (text on surface, AA in both themes)</h2>
        <div style={row}>
          {COLOURS.map(([bg, fg]) => (
            <div
              key={bg}
              style={{
                width: 150,
                padding: 'var(--space-3)',
                borderRadius: 'var(--radius)',
                border: '1px solid var(--color-border)',
                background: `var(${bg})`,
                color: `var(${fg})`,
                fontSize: 'var(--font-size-sm)',
              }}
            >
              <strong>{bg.replace('--color-', '')}</strong>
              <br />
              {fg.replace('--color-', '')}
            </div>
          ))}
        </div>
      </section>
      <section style={section} aria-label="Type scale">
        <h2>Type scale</h2>
        {TYPE.map((step) => (
          <div
            key={step}
            style={{ fontSize: `var(--font-size-${step})`, lineHeight: 'var(--line-height-tight)' }}
          >
            {step} — Main sekarang · Play now
          </div>
        ))}
      </section>
      <section style={section} aria-label="Spacing and radius">
        <h2>Spacing, radius, elevation</h2>
        <div style={{ ...row, alignItems: 'end' }}>
          {SPACE.map((n) => (
            <div key={n} style={{ textAlign: 'center', fontSize: 'var(--font-size-xs)' }}>
              <div style={{ width: `var(--space-${n})`, height: 24, background: 'var(--color-primary)' }} />
              {n}
            </div>
          ))}
        </div>
        <div style={row}>
          {[...RADII, ...SHADOWS].map((token) => (
            <div
              key={token}
              style={{
                width: 120,
                height: 64,
                display: 'grid',
                placeItems: 'center',
                background: 'var(--color-surface)',
                border: token.startsWith('--radius') ? '1px solid var(--color-border-strong)' : 'none',
                borderRadius: token.startsWith('--radius') ? `var(${token})` : 'var(--radius)',
                boxShadow: token.startsWith('--shadow') ? `var(${token})` : 'none',
                fontSize: 'var(--font-size-xs)',
              }}
            >
              {token}
            </div>
          ))}
        </div>
      </section>
      <section style={section} aria-label="Icons">
        <h2>Icons (lucide, imported one by one)</h2>
        <div style={{ ...row, color: 'var(--color-primary)' }}>
          {ICONS.map(([name, Icon]) => (
            <span
              key={name}
              title={name}
              style={{ display: 'grid', placeItems: 'center', width: 44, height: 44 }}
            >
              <Icon className="icon" aria-hidden="true" />
            </span>
          ))}
          {['FACEBOOK', 'TELEGRAM', 'WHATSAPP', 'LINE', 'INSTAGRAM', 'YOUTUBE'].map((type) => (
            <span
              key={type}
              title={type}
              style={{ display: 'grid', placeItems: 'center', width: 44, height: 44 }}
            >
              <SocialIcon type={type} className="icon" />
            </span>
          ))}
        </div>
      </section>
    </main>
  );
}

const meta = {
  title: 'Foundation/Design tokens',
  component: Tokens,
  globals: { theme: 'both' },
} satisfies Meta<typeof Tokens>;
export default meta;

export const Overview: StoryObj<typeof meta> = {};
const PURPLE_SKIN = {
  '--brand-primary': '#7b2cbf',
  '--brand-primary-strong': '#5a189a',
  '--brand-primary-on-dark': '#c9a2f5',
  '--brand-primary-strong-on-dark': '#dcc2fa',
  '--brand-logo-image': `url("data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7b2cbf"/><path d="M16 6l10 10-10 10L6 16z" fill="#fff"/></svg>',
  )}")`,
  '--brand-logo-width': '1.6em',
  '--brand-logo-display': 'block',
} as CSSProperties;

/** A skin applies where the theme tokens are declared (an element with data-theme), as a merchant's :root rule does. */
function Skin({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  return (
    <div data-theme={theme} style={PURPLE_SKIN}>
      {children}
    </div>
  );
}

/** A merchant's skin: only --brand-* tokens change; every brand-coloured piece follows. */
export const WhiteLabelSkin: StoryObj<typeof meta> = {
  decorators: [
    (Story) => (
      <Skin>
        <Story />
      </Skin>
    ),
  ],
};
