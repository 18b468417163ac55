import type { BalanceValue } from '@/contracts/wallet.contract';
import { toDecimalOrZero, type DecimalString } from '@/money/money';

/** The main wallet's `accountTypeId` in the balance answer (wire protocol, `balance`: "reads the row with accountTypeId 2"). */
export const MAIN_WALLET = '2';

/**
 * What the member can move out of the main wallet: that row's available balance, or the answer's total
 * when it has no rows (a backend that sends only `sumBalance`).
 */
export function mainWalletAvailable(balance: BalanceValue): DecimalString {
  const main = balance.balance?.find((row) => String(row.accountTypeId) === MAIN_WALLET);
  return toDecimalOrZero(main?.availBalance ?? balance.sumBalance);
}
