import { useId } from 'react';
import Big from 'big.js';
import { toDecimalOrZero } from '@/money/money';
import './Progress.css';

export interface ProgressProps {
  label: string;
  /** Already formatted "actual / expected" figures, shown beside the label. */
  figures: string;
  actual: string | number | null | undefined;
  expected: string | number | null | undefined;
}

/** Actual against expected as a bar with its value for assistive technology (0–100 %, exact decimals). */
export function Progress({ label, figures, actual, expected }: ProgressProps) {
  const id = useId();
  const target = new Big(toDecimalOrZero(expected));
  const done = new Big(toDecimalOrZero(actual));
  const percent = target.lte(0)
    ? 100
    : Math.min(100, Math.max(0, Number(done.div(target).times(100).toFixed(0))));
  return (
    <div className="progress">
      <div className="progress__head">
        <span id={id} className="progress__label">
          {label}
        </span>
        <span className="progress__figures">{figures}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${figures}`}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
