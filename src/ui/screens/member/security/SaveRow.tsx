import type { ReactNode } from 'react';
import { ActionRow } from '@/ui/components/ActionRow';
import { Button } from '@/ui/components/Button';
import { useSecurityText } from './useSecurityText';

export interface SaveRowProps {
  /** The failed save's error (its translated message shows above the buttons); null while none. */
  error: unknown;
  saving: boolean;
  label: string;
  /** Buttons after the submit (a Cancel). */
  children?: ReactNode;
}

/**
 * How every form of My account ends: the save's failure, said in the member's language, then the
 * submit (waiting while the one request is out) and any other buttons.
 */
export function SaveRow({ error, saving, label, children }: SaveRowProps) {
  const { failure } = useSecurityText();
  return (
    <>
      {error !== null && error !== undefined && (
        <p className="security-failure" role="alert">
          {failure(error)}
        </p>
      )}
      <ActionRow>
        <Button type="submit" loading={saving}>
          {label}
        </Button>
        {children}
      </ActionRow>
    </>
  );
}
