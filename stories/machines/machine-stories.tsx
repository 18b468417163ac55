import type { StoryObj } from '@storybook/react-vite';
import { clearSession } from '@/api/session-store';
import { switchScenario } from '@mocks/reset';
import { AppRoutes } from '@/ui/app/router';
import { Layout } from '@/ui/screens/layout/Layout';
import { StatusGate } from '@/ui/screens/status/StatusGate';
import { parseGolden } from '../../tests/paths/harness';
import { arrangeStart, replayOnScreen, type ScreenPlan } from '../../tests/integration/screen-paths/replay';
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

export function statechartStory(plan: ScreenPlan, golden: string): Story {
  return { render: () => <Statechart machine={plan.suite.machine} golden={golden} /> };
}

export function pathStory(plan: ScreenPlan, golden: string, number: number): Story {
  const path = parseGolden(plan.suite, golden).find((p) => p.number === number);
  if (!path) throw new Error(`${plan.suite.name}: no path ${number} in the golden file`);
  return {
    parameters: { route: plan.route ?? '/', scenario: plan.scenario.name },
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
