import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths, type PageType } from '@/config/paths';
import './ComingSoonScreen.css';

/** Placeholder for pages a later issue builds: names the page and says so, rather than an error. */
export function ComingSoonScreen({ page }: { page: PageType }) {
  const { t } = useTranslation('shell');
  const name = t(`pages.${page}`);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title" data-testid="coming-soon">
      <h1 id="coming-soon-title">{name}</h1>
      <p>{t('comingSoon.text', { page: name })}</p>
      <Link href={paths.home.getHref()}>{t('comingSoon.backHome')}</Link>
    </section>
  );
}

export default ComingSoonScreen;
