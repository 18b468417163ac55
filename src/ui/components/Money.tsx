import { formatMoney } from './format';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';

export interface MoneyProps {
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
      {showSymbol && <span className="money__symbol">{symbol || DEFAULT_CURRENCY_SYMBOL} </span>}
      <span className="money__amount">{hidden ? '***' : formatMoney(value)}</span>
    </span>
  );
}
