import { currencySymbolOf, formatMoney } from './format';

export interface MoneyProps {
  /** A decimal string (ADR 021); numbers are still read for older callers. */
  value: number | string | null | undefined;
  /** Currency symbol; default P (spec 01 §3). */
  symbol?: string | null;
  /** Shown as three asterisks (the header's hidden balance). */
  hidden?: boolean;
  showSymbol?: boolean;
  className?: string;
}

export function Money({ value, symbol, hidden = false, showSymbol = true, className }: MoneyProps) {
  return (
    <span className={['money', className].filter(Boolean).join(' ')} data-testid="money">
      {showSymbol && <span className="money__symbol">{currencySymbolOf(symbol)} </span>}
      <span className="money__amount">{hidden ? '***' : formatMoney(value)}</span>
    </span>
  );
}
