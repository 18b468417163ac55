import { useTranslation } from 'react-i18next';
import { HelpCentre } from './HelpCentre';
import './help.css';

/** /helpmc: the help centre without the site layout (opened from apps and the member centre). */
export default function HelpStandaloneScreen() {
  const { t } = useTranslation('shell');
  const term = typeof location === 'undefined' ? null : location.hash.replace(/^#/, '') || null;
  return (
    <main className="help-standalone" aria-labelledby="helpmc-title" data-testid="help-standalone">
      <h1 id="helpmc-title">{t('help.title')}</h1>
      <HelpCentre term={term} />
    </main>
  );
}
