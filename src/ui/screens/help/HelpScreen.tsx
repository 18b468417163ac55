import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationProperty } from 'wouter/use-browser-location';
import { findTermIndex, useHelpEntries } from '@/ui/hooks/useHelpEntries';
import { useModals } from '@/ui/hooks/modals';
import { HelpCentre } from './HelpCentre';
import './help.css';

const currentHash = () => location.hash;
const noHash = () => '';

/**
 * /help: the help centre; a #term anchor also opens the help modal at that term (spec 01 §2). The anchor is
 * followed as it changes (a footer link clicked on /help changes only the hash). A term this merchant has no
 * article for opens no modal: the page shows the help list and says so.
 */
export default function HelpScreen() {
  const { t } = useTranslation('shell');
  const { open } = useModals();
  const hash = useLocationProperty(currentHash, noHash);
  const term = hash.replace(/^#/, '') || null;
  const { data: entries } = useHelpEntries();
  const found = term !== null && entries !== undefined && findTermIndex(entries, term) >= 0;
  // The page's own menu writes the hash too (so the address names the article shown): that is no request
  // for the modal.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current === term) return;
    written.current = null;
    if (term && found) open('help', { term });
  }, [open, term, found]);
  return (
    <section className="help-page" aria-labelledby="help-title" data-testid="help-page">
      <h1 id="help-title">{t('help.title')}</h1>
      <HelpCentre
        // A new anchor starts from its own article, not from the topic picked before.
        key={term ?? ''}
        term={term}
        onTermChange={(next) => {
          written.current = next;
          history.replaceState(history.state, '', `${location.pathname}${location.search}#${next}`);
        }}
      />
    </section>
  );
}
