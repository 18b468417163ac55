import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { SimulatedClock } from 'xstate';
import { api } from '@/api/instance';
import { paths } from '@/config/paths';
import type { RealityCheckMinutes } from '@/contracts/responsibleGambling.contract';
import { createRealityCheckActors } from '@/machines/realityCheck/realityCheck.actors';
import { realityCheckMachine } from '@/machines/realityCheck/realityCheck.machine';
import {
  selectRealityCheckBusy,
  selectRealityCheckFailure,
  selectRealityCheckFigures,
  selectRealityCheckOpen,
} from '@/machines/realityCheck/realityCheck.selectors';
import { useLatest } from '@/ui/hooks/useLatest';
import { useSessionActor } from '@/ui/hooks/useSession';
import { RealityCheckDialog } from './RealityCheckDialog';
import { intervalOf, realityCheckQuery } from './realityCheckQuery';

/**
 * The reality check of a logged-in member (ADR 043), mounted by `RealityCheckSlot` while the extension is
 * on. The interval is the backend's (the player's choice, or the merchant's default once the answer says
 * none was made); a change on the responsible-gaming page reaches the running check through the cache.
 */
export default function RealityCheck({ clock }: { clock?: SimulatedClock }) {
  const session = useQuery(realityCheckQuery);
  // Without an answer the check still runs on the merchant's default: it must not depend on one call.
  if (session.isPending) return null;
  return (
    <RealityCheckRunner
      minutes={intervalOf(session.data)}
      since={session.data?.since ?? null}
      clock={clock}
    />
  );
}

function RealityCheckRunner({
  minutes,
  since,
  clock,
}: {
  minutes: RealityCheckMinutes;
  /** The session's login time (epoch ms), null without an answer. */
  since: number | null;
  clock?: SimulatedClock;
}) {
  // Read once, when the check starts; the count then runs on the actor's clock (ADR 043).
  const [playedMs] = useState(() => (since === null ? 0 : Date.now() - since));
  const queryClient = useQueryClient();
  const sessionActor = useSessionActor();
  const [location, navigate] = useLocation();
  const ui = useLatest({ sessionActor, location, navigate });
  const logic = useMemo(
    () =>
      realityCheckMachine.provide({
        actors: createRealityCheckActors({ api, queryClient }),
        actions: {
          // "Stop playing": any game in the site's frames (the game page, seamless, FB sports, the
          // lottery) closes first by going home, then the session's own logout, which clears every
          // member cache (ADR 013).
          stopPlaying: () => {
            const { sessionActor: actor, location: at, navigate: go } = ui.get();
            if (at !== paths.home.path) go(paths.home.getHref());
            actor.send({ type: 'session.logout' });
            actor.send({ type: 'session.confirm' });
          },
        },
      }),
    [queryClient, ui],
  );
  const actor = useActorRef(logic, { input: { minutes, playedMs }, ...(clock ? { clock } : {}) });
  useEffect(() => {
    if (actor.getSnapshot().context.minutes !== minutes) actor.send({ type: 'reality.configure', minutes });
  }, [actor, minutes]);
  const open = useSelector(actor, selectRealityCheckOpen);
  const busy = useSelector(actor, selectRealityCheckBusy);
  const figures = useSelector(actor, selectRealityCheckFigures);
  const failure = useSelector(actor, selectRealityCheckFailure);
  if (!open) return null;
  return (
    <DueDialog
      figures={figures}
      failure={failure}
      busy={busy}
      onContinue={() => actor.send({ type: 'reality.continue' })}
      onStop={() => actor.send({ type: 'reality.stop' })}
    />
  );
}

/** Keeps the moment the check came due, so the time played does not move while the dialog is read. */
function DueDialog(props: Omit<Parameters<typeof RealityCheckDialog>[0], 'at'>) {
  const [at] = useState(() => Date.now());
  return <RealityCheckDialog {...props} at={at} />;
}
