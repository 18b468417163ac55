import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { unlessAbandoned } from '@/machines/shared/abandon';

/** A request as `fetch` makes it: it answers after a while, or rejects with the signal's reason on abort. */
function request(signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('games'), 20);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const machineWith = (load: PromiseActorLogic<string>) =>
  setup({ types: { context: {} as { result: string } }, actors: { load } }).createMachine({
    initial: 'loading',
    context: { result: '' },
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      ready: {},
      failed: {},
    },
  });

function Probe({ machine }: { machine: ReturnType<typeof machineWith> }) {
  const actor = useActorRef(machine);
  const state = useSelector(actor, (s) => `${String(s.value)} ${s.context.result}`);
  return <p>{state}</p>;
}

describe('unlessAbandoned', () => {
  it('passes a live request’s answer and failure through', async () => {
    const live = new AbortController().signal;
    await expect(unlessAbandoned(live, Promise.resolve(1))).resolves.toBe(1);
    await expect(unlessAbandoned(live, Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('keeps an abandoned request’s outcome from arriving', async () => {
    const controller = new AbortController();
    const outcome = unlessAbandoned(controller.signal, request(controller.signal));
    controller.abort();
    const settled = await Promise.race([
      outcome.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(settled).toBe('pending');
  });

  it('a StrictMode remount ends with the answer: the first run’s abort is not the restarted actor’s failure', async () => {
    const load = fromPromise<string>(({ signal }) => unlessAbandoned(signal, request(signal)));
    render(
      <StrictMode>
        <Probe machine={machineWith(load)} />
      </StrictMode>,
    );
    expect(await screen.findByText('ready games')).toBeInTheDocument();
  });

  it('without it, the same remount fails: what the lobby showed on the dev server', async () => {
    const load = fromPromise<string>(({ signal }) => request(signal));
    render(
      <StrictMode>
        <Probe machine={machineWith(load)} />
      </StrictMode>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
