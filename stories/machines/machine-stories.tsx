import type { StoryObj } from '@storybook/react-vite';
import { clearSession } from '@/api/session-store';
import { switchScenario } from '@mocks/reset';
import { AppRoutes } from '@/ui/app/router';
import { Layout } from '@/ui/screens/layout/Layout';
import { StatusGate } from '@/ui/screens/status/StatusGate';
import { parseGolden, type PathSuiteConfig } from '../../tests/paths/harness';
import {
  arrangeStart,
  machineOnlyReason,
  replayOnScreen,
  type ScreenPlan,
} from '../../tests/integration/screen-paths/replay';
import { allowSlowScreens, newUser, page } from '../../tests/support/steps';
import { Statechart } from './Statechart';

/**
 * Stories of a machine (ADR 015): its statechart, and one story per committed golden path a person
 * can walk, whose play function IS the path: the same screen plan the integration tests replay,
 * step by numbered step (each a step in the interactions panel), against the mock backend.
 */
export function Site() {
  return (
    <StatusGate>
      <Layout>
        <AppRoutes />
      </Layout>
    </StatusGate>
  );
}

type Story = StoryObj<typeof Site>;

/**
 * The statechart and the committed paths as text; with the suite's screen plan, each path a person
 * cannot walk on screen says why (it has no path story); without one, every path is machine-only.
 */
export function statechartStory(suite: PathSuiteConfig, golden: string, plan: ScreenPlan | null): Story {
  const machineOnly = parseGolden(suite, golden).flatMap((path) => {
    const reason = plan ? machineOnlyReason(plan, path) : 'no screen plan plays this machine yet';
    return reason ? [{ number: path.number, reason }] : [];
  });
  return {
    render: () => <Statechart machine={suite.machine} golden={golden} machineOnly={machineOnly} />,
  };
}

export function pathStory(plan: ScreenPlan, golden: string, number: number): Story {
  const path = parseGolden(plan.suite, golden).find((p) => p.number === number);
  if (!path) throw new Error(`${plan.suite.name}: no path ${number} in the golden file`);
  const element = plan.element;
  return {
    parameters: { route: plan.route ?? '/', scenario: plan.scenario.name },
    // A plan that plays one piece of the site alone (inside the app's providers, which the preview gives).
    ...(element ? { render: () => element() } : {}),
    loaders: [
      async () => {
        clearSession();
        switchScenario(plan.scenario.name, plan.scenario.overrides);
        await plan.prepare?.(path);
        arrangeStart(plan, path);
        return {};
      },
    ],
    play: async ({ canvasElement, step }) => {
      allowSlowScreens();
      await replayOnScreen(
        plan,
        path,
        { user: newUser(), screen: page(canvasElement), memo: {} },
        async (label, run) => {
          await step(label, run);
        },
      );
    },
  };
}
