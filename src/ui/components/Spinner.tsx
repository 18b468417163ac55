import { useTranslation } from 'react-i18next';
import './Spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'normal';
  /** Accessible label; defaults to the translated "Loading". */
  label?: string;
  /** Inside a busy button the button already announces the state. */
  decorative?: boolean;
  /** Centre the spinner in a padded block (page and panel loading). */
  block?: boolean;
}

export function Spinner({ size = 'normal', label, decorative = false, block = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  const spinner = (
    <span
      className={`spinner${size === 'small' ? ' spinner--small' : ''}`}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : (label ?? t('loading'))}
    />
  );
  return block ? <div className="spinner-block">{spinner}</div> : spinner;
}
