import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '@/ui/hooks/modals';
import { HelpCentre } from './HelpCentre';
import './help.css';

function readHash(): string | null {
  if (typeof location === 'undefined') return null;
  const hash = location.hash.replace(/^#/, '');
  return hash === '' ? null : hash;
}

/** /help: the help centre; a #term anchor also opens the help modal at that term (spec 01 §2). */
export default function HelpScreen() {
  const { t } = useTranslation('shell');
  const { open } = useModals();
  const term = readHash();
  useEffect(() => {
    if (term) open('help', { term });
  }, [open, term]);
  return (
    <section className="help-page" aria-labelledby="help-title" data-testid="help-page">
      <h1 id="help-title">{t('help.title')}</h1>
      <HelpCentre
        term={term}
        onTermChange={(next) =>
          history.replaceState(history.state, '', `${location.pathname}${location.search}#${next}`)
        }
      />
    </section>
  );
}
