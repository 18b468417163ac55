import { useTranslation } from 'react-i18next';
import { useModals } from '@/ui/app/modals';
import { Button } from '@/ui/components/Button';

/** Visitor part of the header (spec 01 §2): login and register open their modals. */
export function VisitorAccountArea() {
  const { t } = useTranslation('shell');
  const { open } = useModals();
  return (
    <div className="header__account" data-testid="visitor-area">
      <Button variant="secondary" size="small" onClick={() => open('login')}>
        {t('header.login')}
      </Button>
      <Button size="small" onClick={() => open('register')}>
        {t('header.register')}
      </Button>
    </div>
  );
}
