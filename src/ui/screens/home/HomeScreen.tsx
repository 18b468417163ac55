import { useTranslation } from 'react-i18next';

/** Home (eager: first paint). Home sections are added by the lobby feature. */
export default function HomeScreen() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="home-title" data-testid="home-screen">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.welcome')}</p>
    </section>
  );
}
