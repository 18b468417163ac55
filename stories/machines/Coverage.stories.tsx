import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MachineCoverage, Visits } from '../../scripts/machine-stories';
import coverage from './coverage.json';

/**
 * Machines/Coverage (ADR 015): per machine, each state and each state:event pair with the path
 * stories, the vitest screen replay and the golden path suite that visit it. Read from
 * coverage.json, which `npm run paths -- --update` computes from the machines and the committed
 * golden files (scripts/machine-stories.ts); a state or event no story reaches is marked.
 */
const machines: MachineCoverage[] = coverage.machines;

const cell = { border: '1px solid var(--color-border)', padding: '2px 6px', verticalAlign: 'top' } as const;
const missing = { ...cell, background: 'var(--color-warning-soft)', color: 'var(--color-text)' };

function numbers(list: number[]): string {
  return list.length === 0 ? '—' : list.join(', ');
}

function VisitCells({ visits }: { visits: Visits }) {
  return (
    <>
      <td style={visits.stories.length === 0 ? missing : cell}>
        {visits.stories.length === 0 ? 'no story' : numbers(visits.stories)}
      </td>
      <td style={cell}>{numbers(visits.screen)}</td>
      <td style={cell}>{numbers(visits.golden)}</td>
    </>
  );
}

const head = (first: string) => (
  <thead>
    <tr>
      <th style={cell}>{first}</th>
      <th style={cell}>Path stories</th>
      <th style={cell}>Screen replay (vitest)</th>
      <th style={cell}>Golden paths (machine)</th>
    </tr>
  </thead>
);

function MachineSection({ entry }: { entry: MachineCoverage }) {
  const unreached = entry.states.filter((s) => s.stories.length === 0).length;
  return (
    <section aria-labelledby={`coverage-${entry.title}`}>
      <h2 id={`coverage-${entry.title}`}>
        Machines/{entry.title}: machine <code>{entry.machine}</code>, suite “{entry.suite}”
      </h2>
      <p>
        {entry.paths} golden paths · states without a story: {unreached} of {entry.states.length}
        <br />
        Golden file <code>{entry.goldenFile}</code>, golden path suite <code>{entry.goldenTest}</code>
        <br />
        {entry.screenTest ? (
          <>
            Screen plan <code>{entry.screenPlan}</code>, screen replay <code>{entry.screenTest}</code>
          </>
        ) : (
          'No screen plan yet: its paths are replayed on the machine only.'
        )}
      </p>
      <table style={{ borderCollapse: 'collapse', marginBottom: 16 }}>
        <caption style={{ textAlign: 'left', fontWeight: 'bold' }}>States of {entry.machine}</caption>
        {head('State')}
        <tbody>
          {entry.states.map((state) => (
            <tr key={state.id}>
              <td style={cell}>
                <code>{state.id}</code>
              </td>
              <VisitCells visits={state} />
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse', marginBottom: 32 }}>
        <caption style={{ textAlign: 'left', fontWeight: 'bold' }}>Events of {entry.machine}</caption>
        {head('State : event')}
        <tbody>
          {entry.events.map((event) => (
            <tr key={`${event.state}:${event.event}`}>
              <td style={cell}>
                <code>
                  {event.state} : {event.event}
                </code>
              </td>
              <VisitCells visits={event} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function CoverageTable() {
  return (
    <article
      style={{
        padding: 16,
        fontSize: 13,
        lineHeight: 1.4,
        color: 'var(--color-text)',
        background: 'var(--color-bg)',
      }}
    >
      <h1>Machine coverage by stories and tests</h1>
      <p>
        Path numbers are those of the golden files (tests/paths/golden). “Path stories” play on screen in
        Storybook; “Screen replay” plays on screen in vitest (long deadlines jumped by a fake clock); “Golden
        paths” replay on the machine. “no story” marks what no Storybook story reaches.
      </p>
      <nav aria-label="Machines">
        <ul style={{ columns: 3 }}>
          {machines.map((entry) => (
            <li key={entry.title}>
              <a href={`#coverage-${entry.title}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {machines.map((entry) => (
        <MachineSection key={entry.title} entry={entry} />
      ))}
    </article>
  );
}

const meta = { title: 'Machines/Coverage', component: CoverageTable } satisfies Meta<typeof CoverageTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};
