import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import './NotFoundScreen.css';

export default function NotFoundScreen() {
  const { t } = useTranslation('shell');
  return (
    <section className="coming-soon" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href={paths.home.getHref()}>{t('comingSoon.backHome')}</Link>
    </section>
  );
}
