import { isLessThan, subtract, toDecimal, type DecimalString } from '@/money/money';
import { activeScenario } from '../scenarios';
import { gameRound, MAIN_WALLET, transfer, type Books, type LedgerResult } from './ledger';
import { applyToBooks, newMovementId } from './ledger-store';
import { runtimeRng } from './random';
import { notifyMutation } from './state';

/**
 * The stand-in vendor's side of a game (ADR 034): a launch opens a game session (the token a real
 * vendor puts in its game address), and the mock game page's "Bet 10" / "Win 25" play rounds on it,
 * so the site's balance can be seen to follow the game. Rounds move real money in the mock's books.
 */

export type RoundKind = 'BET' | 'WIN';

/** The message the mock game page sends its opener (or posts to the mock server). */
export interface GameRoundMessage {
  type: 'wps-mock-game-round';
  session: string;
  kind: RoundKind;
  amount: DecimalString;
}

interface GameSession {
  memberId: number;
  walletId: string;
}

const sessions = new Map<string, GameSession>();

/** The wallet a game type plays on: the merchant's single wallet, or the game wallet of its kind. */
function walletOfGameType(gameType: string): string {
  if (activeScenario().wallet.singleWallet) return MAIN_WALLET;
  if (gameType === 'LIVE') return '3';
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') return '4';
  return '1';
}

/** A new game session for the member's launch of a game of `gameType`: its opaque token. */
export function openGameSession(memberId: number, gameType: string): string {
  const token = runtimeRng().uuid();
  sessions.set(token, { memberId, walletId: walletOfGameType(gameType) });
  return token;
}

export function resetGameSessions(): void {
  sessions.clear();
}

/**
 * A bet takes the stake from the game's wallet; where that wallet holds less, the platform's
 * automatic transfer brings the difference from the main wallet first, as a transfer-wallet
 * merchant does when a game starts. A win goes to the game's wallet.
 */
function playOn(books: Books, walletId: string, kind: RoundKind, amount: DecimalString): LedgerResult {
  const wallet = books.wallets.find((w) => w.id === walletId);
  if (kind === 'BET' && wallet && walletId !== MAIN_WALLET && isLessThan(wallet.balance, amount)) {
    const toppedUp = transfer(
      books,
      newMovementId(),
      MAIN_WALLET,
      walletId,
      subtract(amount, wallet.balance),
    );
    if (!toppedUp.ok) return toppedUp;
    return gameRound(toppedUp.books, newMovementId(), walletId, kind, amount);
  }
  return gameRound(books, newMovementId(), walletId, kind, amount);
}

export type RoundResult = { ok: true } | { ok: false; code: string };

/** Plays one round of the session's game: the books change exactly, or nothing does. */
export function playGameRound(message: GameRoundMessage): RoundResult {
  const session = sessions.get(message.session);
  if (!session) return { ok: false, code: 'GAME_SESSION_NOT_FOUND' };
  const result = applyToBooks(session.memberId, (books) =>
    playOn(books, session.walletId, message.kind, message.amount),
  );
  if (!result.ok) return { ok: false, code: result.code };
  notifyMutation();
  return { ok: true };
}

/** A game page's message, or null for anything else posted to the window. */
export function readGameRound(data: unknown): GameRoundMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, session, kind, amount } = data as Record<string, unknown>;
  if (type !== 'wps-mock-game-round' || typeof session !== 'string') return null;
  if (kind !== 'BET' && kind !== 'WIN') return null;
  const exact = typeof amount === 'string' ? toDecimal(amount) : null;
  if (exact === null) return null;
  return { type, session, kind, amount: exact };
}
