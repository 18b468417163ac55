import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Spinner } from '@/ui/components/Spinner';
import { findTermIndex, useHelpEntries } from '@/ui/hooks/useHelpEntries';
import './help.css';

/** Help-centre menu and article, starting at `term` when given. */
export function HelpCentre({
  term,
  onTermChange,
}: {
  term?: string | null;
  onTermChange?(term: string): void;
}) {
  const { t } = useTranslation('shell');
  const { data: entries = [], isLoading, isError, error, isFetching, refetch } = useHelpEntries();
  const [picked, setPicked] = useState<number | null>(null);
  if (isLoading) return <Spinner block />;
  if (isError)
    return (
      <LoadFailure
        error={error}
        title={t('help.loadFailed')}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  if (entries.length === 0) return <p>{t('help.empty')}</p>;
  const index = picked ?? findTermIndex(entries, term);
  // A term this merchant has no article for: the list alone, saying so (spec 01 §2 help centre).
  const entry = index >= 0 ? entries[index] : undefined;
  return (
    <div className="help" data-testid="help-centre">
      {/* Above the list (across both columns): on a phone the list is long, and this says why no article shows. */}
      {!entry && (
        <p className="help__missing" role="status">
          {t('help.missing')}
        </p>
      )}
      <ul className="help__menu" aria-label={t('help.menu')}>
        {entries.map((e, i) => (
          <li key={`${e.term}-${i}`}>
            <button
              type="button"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                setPicked(i);
                onTermChange?.(e.term);
              }}
            >
              {e.title}
            </button>
          </li>
        ))}
      </ul>
      {entry && (
        <article>
          <h2>{entry.title}</h2>
          <SafeHtml html={entry.content} />
        </article>
      )}
    </div>
  );
}
