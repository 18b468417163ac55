import { useTranslation } from 'react-i18next';
import { ExclusionSection } from './ExclusionSection';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';
import './responsible.css';

/**
 * The member centre's responsible-gaming page (ADR 043): every tool in one place. Limits lead; the
 * time-out and self-exclusion are on the same page, and the link at the top reaches them in one click
 * (MGA Player Protection Directive: self-exclusion no more than one click from this page).
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation('memberSecurity');
  return (
    <div className="rg-page">
      <p className="rg-intro">{t('rg.intro')}</p>
      <nav aria-label={t('rg.jumpLabel')} className="rg-jump">
        <a href="#rg-break">{t('rg.jumpBreak')}</a>
      </nav>
      <LimitsSection />
      <RealityCheckSection />
      <div id="rg-break" className="rg-break">
        <h3 className="rg-break__title">{t('rg.breakTitle')}</h3>
        <ExclusionSection />
      </div>
    </div>
  );
}
