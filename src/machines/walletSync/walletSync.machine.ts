import { assign, fromPromise, setup } from 'xstate';
import { isPositive, type DecimalString } from '@/money/money';
import { toFailure, type Failure } from '../shared/failure';

/**
 * The balance follows the game (ADR 034): one actor for the page, shared by the header and the
 * member centre, decides when the wallet balance is asked again. Its triggers arrive as events:
 * a game closed (the in-site frame), focus back from a game's own window, the tab visible again,
 * money moved (every money screen's provided `finish` / `moneyMoved`), the player's own click;
 * and every `pollInterval` while a game plays in its own window (the site cannot see that window).
 *
 * Leaving the in-site game recalls that game's wallet to the main wallet first when the merchant
 * setting is on (`recallGameWallet` answers '0' on single-wallet merchants), and the player is told
 * what came back. A refresh that fails or times out (the API client's timeout, ADR 013) keeps the
 * last figure, marked stale, and the next trigger asks again.
 */

export interface WalletSyncInput {
  /** `settings.recallOnGameExit`: leaving a game recalls its wallet (transfer-wallet merchants). */
  recallOnGameExit: boolean;
}

/** What the header shows beside the balance after a game was left. */
export type RecallNotice =
  { kind: 'recalled'; amount: DecimalString } | { kind: 'recallFailed'; failure: Failure };

export interface WalletSyncContext {
  recallOnGameExit: boolean;
  /** A game plays in its own window: the balance is asked every `pollInterval`. */
  gameWindowOpen: boolean;
  /** The game type whose wallet is recalled next. */
  leftGame: string | null;
  /** A trigger arrived while a refresh was in flight: its answer may predate the money move. */
  again: boolean;
  /** Why the last refresh failed (the figure shown is the last one that loaded). */
  failure: Failure | null;
  notice: RecallNotice | null;
}

export type WalletSyncEvent =
  | { type: 'sync.moneyMoved' }
  | { type: 'sync.refresh' }
  | { type: 'sync.visible' }
  | { type: 'sync.gameClosed'; gameType: string }
  | { type: 'sync.gameWindowOpened' }
  | { type: 'sync.gameWindowReturned' }
  | { type: 'sync.dismissNotice' };

export type WalletSyncTag = 'updating' | 'stale';

/** Every game window open: the balance is asked this often (issue text: every 30 s). */
export const WALLET_POLL_MS = 30_000;

export const walletSyncMachine = setup({
  types: {
    context: {} as WalletSyncContext,
    events: {} as WalletSyncEvent,
    input: {} as WalletSyncInput,
    tags: {} as WalletSyncTag,
  },
  delays: { pollInterval: WALLET_POLL_MS },
  actors: {
    /** Asks the balance through the shared cache (the header's query); rejects on failure or timeout. */
    refreshBalance: fromPromise<void>(async () => {
      throw new Error('refreshBalance not provided');
    }),
    /** Moves the left game's wallet back to main; answers what moved ('0': nothing, or a single wallet). */
    recallGameWallet: fromPromise<DecimalString, { gameType: string }>(async () => {
      throw new Error('recallGameWallet not provided');
    }),
  },
  guards: {
    gameWindowOpen: ({ context }) => context.gameWindowOpen,
    recallOn: ({ context }) => context.recallOnGameExit,
    askAgain: ({ context }) => context.again,
    movedSomething: (_, params: { amount: DecimalString }) => isPositive(params.amount),
  },
  actions: {
    markAgain: assign({ again: true }),
    clearAgain: assign({ again: false }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    openGameWindow: assign({ gameWindowOpen: true }),
    closeGameWindow: assign({ gameWindowOpen: false }),
    leaveGame: assign((_, params: { gameType: string }) => ({ leftGame: params.gameType, notice: null })),
    forgetLeftGame: assign({ leftGame: null }),
    noticeRecalled: assign((_, params: { amount: DecimalString }) => ({
      notice: { kind: 'recalled' as const, amount: params.amount },
    })),
    noticeRecallFailed: assign((_, params: { error: unknown }) => ({
      notice: { kind: 'recallFailed' as const, failure: toFailure(params.error) },
    })),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'walletSync',
  initial: 'waiting',
  context: ({ input }) => ({
    recallOnGameExit: input.recallOnGameExit,
    gameWindowOpen: false,
    leftGame: null,
    again: false,
    failure: null,
    notice: null,
  }),
  on: {
    'sync.dismissNotice': { actions: 'clearNotice' },
  },
  states: {
    waiting: {
      initial: 'fresh',
      // Re-entered after every refresh and when a window opens: the poll counts from then.
      after: { pollInterval: { guard: 'gameWindowOpen', target: 'refreshing' } },
      on: {
        'sync.moneyMoved': { target: 'refreshing' },
        'sync.refresh': { target: 'refreshing' },
        'sync.visible': { target: 'refreshing' },
        'sync.gameClosed': [
          {
            guard: 'recallOn',
            target: 'recalling',
            actions: { type: 'leaveGame', params: ({ event }) => ({ gameType: event.gameType }) },
          },
          { target: 'refreshing', actions: 'clearNotice' },
        ],
        'sync.gameWindowOpened': { target: 'waiting', reenter: true, actions: 'openGameWindow' },
        // The site cannot see the game's window: focus coming back is taken as the game left.
        'sync.gameWindowReturned': { target: 'refreshing', actions: 'closeGameWindow' },
      },
      states: {
        fresh: {},
        stale: { tags: ['stale'] },
      },
    },
    recalling: {
      tags: ['updating'],
      invoke: {
        id: 'recallGameWallet',
        src: 'recallGameWallet',
        input: ({ context }) => ({ gameType: context.leftGame ?? '' }),
        onDone: [
          {
            guard: { type: 'movedSomething', params: ({ event }) => ({ amount: event.output }) },
            target: 'refreshing',
            actions: [
              'forgetLeftGame',
              { type: 'noticeRecalled', params: ({ event }) => ({ amount: event.output }) },
            ],
          },
          { target: 'refreshing', actions: 'forgetLeftGame' },
        ],
        // The money stays in the game wallet (nothing is lost); the player is told, the balance is asked.
        onError: {
          target: 'refreshing',
          actions: [
            'forgetLeftGame',
            { type: 'noticeRecallFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        // A refresh follows the recall anyway.
        'sync.gameWindowOpened': { actions: 'openGameWindow' },
        'sync.gameWindowReturned': { actions: 'closeGameWindow' },
      },
    },
    refreshing: {
      tags: ['updating'],
      entry: 'clearAgain',
      invoke: {
        id: 'refreshBalance',
        src: 'refreshBalance',
        onDone: [
          { guard: 'askAgain', target: 'refreshing', reenter: true, actions: 'clearFailure' },
          { target: 'waiting.fresh', actions: 'clearFailure' },
        ],
        onError: {
          target: 'waiting.stale',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'sync.moneyMoved': { actions: 'markAgain' },
        'sync.refresh': { actions: 'markAgain' },
        'sync.visible': { actions: 'markAgain' },
        'sync.gameClosed': [
          {
            guard: 'recallOn',
            target: 'recalling',
            actions: { type: 'leaveGame', params: ({ event }) => ({ gameType: event.gameType }) },
          },
          { actions: ['markAgain', 'clearNotice'] },
        ],
        'sync.gameWindowOpened': { actions: 'openGameWindow' },
        'sync.gameWindowReturned': { actions: ['closeGameWindow', 'markAgain'] },
      },
    },
  },
});

export type WalletSyncMachine = typeof walletSyncMachine;
