import { useTranslation } from 'react-i18next';
import { ActionRow } from './ActionRow';
import { Button } from './Button';
import { Spinner } from './Spinner';
import './OutcomeCheck.css';

export interface OutcomeCheckProps {
  /** The machine is asking the backend's records what a lost submit did (tag `checking`). */
  checking: boolean;
  /** The check itself failed: the outcome is unknown (tag `outcomeUnknown`). */
  unknown: boolean;
  onCheckAgain(): void;
  /** Where the player can see the records the check reads (omitted where the page has none). */
  onOpenRecords?(): void;
}

/**
 * What a money form shows while its lost answer is checked and when the check cannot tell (ADR 033):
 * never a silent spinner and never a second submit, only another check or the records. The form it
 * sits in stays mounted, so nothing the player typed is lost.
 */
export function OutcomeCheck({ checking, unknown, onCheckAgain, onOpenRecords }: OutcomeCheckProps) {
  const { t } = useTranslation(['common', 'errors']);
  if (checking)
    return (
      <p className="outcome-check outcome-check--checking" role="status">
        <Spinner size="small" decorative />
        {t('common:moneyOutcome.checking')}
      </p>
    );
  if (!unknown) return null;
  return (
    <div className="outcome-check outcome-check--unknown" role="alert">
      <p className="outcome-check__title">{t('common:moneyOutcome.unknownTitle')}</p>
      <p>{t('errors:outcomeUnknown')}</p>
      <ActionRow>
        {onOpenRecords && (
          <Button variant="secondary" size="small" onClick={onOpenRecords}>
            {t('common:moneyOutcome.records')}
          </Button>
        )}
        <Button size="small" onClick={onCheckAgain}>
          {t('common:moneyOutcome.checkAgain')}
        </Button>
      </ActionRow>
    </div>
  );
}
