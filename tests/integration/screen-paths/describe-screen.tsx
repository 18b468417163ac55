/**
 * Vitest binding of the screen replays: one test per committed golden path of a machine. A path a
 * person can walk is played on the whole site (App + MSW mock); a path that needs something no
 * person can do on that screen is listed as machine-only, with its reason, and must still replay
 * as committed on the machine.
 */
import { act, configure, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchScenario } from '@mocks/reset';
import { clearSession } from '@/api/session-store';
import { setAuthProvider } from '@/auth';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { replayGolden } from '../../paths/harness';
import { committedPaths } from '../../paths/golden-files';
import { renderSite } from '../../support/site';
import { newUser, page } from '../../support/steps';
import { arrangeStart, machineOnlyReason, needsClock, replayOnScreen, type ScreenPlan } from './replay';

export function describeScreenPaths(plan: ScreenPlan): void {
  describe(`${plan.suite.name} paths on screen (tests/paths/golden)`, () => {
    beforeAll(async () => {
      configure({ asyncUtilTimeout: 8000 });
      await initI18n('EN');
    });
    afterEach(() => {
      clearSession();
      // A plan may swap the authentication provider (a popup that gets closed): back to the build's.
      setAuthProvider(null);
      vi.useRealTimers();
    });

    for (const path of committedPaths(plan.suite)) {
      const title = path.lines
        .slice(1)
        .map((line) => line.replace(/ → .*$/, '').replace(/ `.*`$/, ''))
        .join(', ');
      const reason = machineOnlyReason(plan, path, true);
      if (reason) {
        it(`path ${path.number} is machine-only (${reason}) and replays on the machine`, () => {
          expect(replayGolden(plan.suite, path).lines).toEqual(path.lines);
        });
        continue;
      }
      it(`path ${path.number} on screen: ${title}`, async () => {
        switchScenario(plan.scenario.name, plan.scenario.overrides);
        await plan.prepare?.(path);
        arrangeStart(plan, path);
        // A path that waits out minutes runs on a fake clock that also moves by itself (the mock,
        // user-event and the lazy chunks keep their real pace); the deadline is jumped.
        const clock = needsClock(plan, path);
        if (clock) vi.useFakeTimers({ shouldAdvanceTime: true });
        if (plan.element)
          render(
            <AppProviders queryClient={createQueryClient({ test: true })}>{plan.element()}</AppProviders>,
          );
        else renderSite(plan.route);
        const advance = async (ms: number) => {
          await act(() => vi.advanceTimersByTimeAsync(ms));
        };
        await replayOnScreen(plan, path, {
          user: newUser(),
          screen: page(),
          memo: {},
          ...(clock ? { advance } : {}),
        });
      });
    }
  });
}
