import { compare, isPositive, type DecimalString } from '@/money/money';
import { MAIN_WALLET } from '../shared/mainWallet';
import { recallable, type WalletView } from './walletTransfer.machine';

/**
 * How a lost transfer or recall is told apart from one that never arrived (ADR 033), from what the
 * backend holds now. The wallets the form held were read after every earlier move (the machine loads
 * them again after each), so a change since then is this submit's, not an earlier one's.
 */

/** Each wallet's balance as the backend answers it now, by wallet id. */
export type BalancesNow = ReadonlyMap<string, DecimalString>;

/**
 * The account-records kind a transfer is filed under: the records show the main wallet's side, so
 * money leaving it is a transfer out and every other transfer is a transfer in.
 */
export function transferRecordKind(from: string): 'TRANSFER_OUT' | 'TRANSFER_IN' {
  return from === MAIN_WALLET ? 'TRANSFER_OUT' : 'TRANSFER_IN';
}

/**
 * Whether the transfer's wallets no longer hold what the form held: a record of the same amount is
 * only this submit's when the balances moved since the form read them (an identical transfer made
 * just before would match the record too, but its move is already in the balances the form held).
 */
export function walletsMovedSince(
  before: ReadonlyArray<WalletView>,
  now: BalancesNow,
  ids: ReadonlyArray<string>,
): boolean {
  return ids.some((id) => {
    const held = before.find((w) => w.id === id)?.balance;
    const current = now.get(id);
    return held !== undefined && current !== undefined && compare(held, current) !== 0;
  });
}

/**
 * Whether a recall all took effect: it moves every game wallet at once and leaves no single record to
 * look up, so the balances answer. Every wallet it would have recalled is empty now and the main
 * wallet grew (not by exactly what the form held: a game wallet may have won or lost since it read
 * them). Game wallets emptied by play alone leave the main wallet as it was.
 */
export function recallLanded(before: ReadonlyArray<WalletView>, now: BalancesNow): boolean {
  const recalled = recallable(before);
  const mainBefore = before.find((w) => w.id === MAIN_WALLET)?.balance;
  const mainNow = now.get(MAIN_WALLET);
  if (recalled.length === 0 || mainBefore === undefined || mainNow === undefined) return false;
  const emptied = recalled.every((w) => {
    const current = now.get(w.id);
    return current !== undefined && !isPositive(current);
  });
  return emptied && compare(mainNow, mainBefore) > 0;
}
