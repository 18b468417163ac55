import type { OpenedNumber } from '@/contracts/lottery.contract';
import { formatDateTime } from './format';
import './VnResults.css';

export interface VnResultsProps {
  numbers: readonly OpenedNumber[];
  /** The list's accessible name (the heading above it says the same). */
  label: string;
}

/** The Vietnamese lottery's opened numbers, per game: its name, the winning number, the draw and its time. */
export function VnResults({ numbers, label }: VnResultsProps) {
  return (
    <ul className="vn-results" aria-label={label}>
      {numbers.map((n) => (
        <li key={`${n.gameCode}-${n.numero ?? ''}`} className="vn-results__item">
          <div>{n.gameName ?? n.gameCode}</div>
          <div className="vn-results__number">{n.winningNumber ?? '-'}</div>
          <small>
            {n.numero} {formatDateTime(n.drawTime ?? null)}
          </small>
        </li>
      ))}
    </ul>
  );
}
