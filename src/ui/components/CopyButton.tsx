import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Copy from 'lucide-react/icons/copy';
import { Button } from './Button';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** The button's visible name ("Copy link"). */
  children: ReactNode;
}

/**
 * Copies a value and says so in a live region beside the button ("Copied" / "Could not copy: select it
 * and copy it yourself"); the region stays rendered while empty, so the announcement is heard.
 */
export function CopyButton({ value, children }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    // The clipboard may be refused (permissions, insecure context): say so; the text stays selectable.
    navigator.clipboard
      .writeText(value)
      .then(() => setState('copied'))
      .catch(() => setState('failed'));
  };
  return (
    <span className="copy-button">
      <Button variant="secondary" size="small" onClick={copy}>
        <Copy className="icon" aria-hidden="true" />
        {children}
      </Button>
      <span className="copy-button__status" role="status">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
