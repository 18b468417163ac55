import { isPositive, toDecimalOrZero } from '@/money/money';
import { useMoneyText } from '@/ui/hooks/useMoneyText';

/** A win or a loss, signed and coloured (the sign carries the meaning; colour only repeats it). */
export function WinLoss({ value }: { value: string | number | null | undefined }) {
  const text = useMoneyText();
  const amount = toDecimalOrZero(value);
  const win = isPositive(amount);
  const loss = amount.startsWith('-');
  return (
    <span className={win ? 'records__win' : loss ? 'records__loss' : undefined}>
      {win ? '+' : ''}
      {text.money(amount)}
    </span>
  );
}
