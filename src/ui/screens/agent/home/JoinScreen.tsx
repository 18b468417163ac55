import { useTranslation } from 'react-i18next';
import Handshake from 'lucide-react/icons/handshake';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { Skeleton } from '@/ui/components/Skeleton';
import { useHelpEntries } from '@/ui/hooks/useHelpEntries';
import { useModals } from '@/ui/hooks/modals';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { SessionContext } from '@/ui/hooks/useSession';
import { selectAgentCentreAccess } from '@/machines/session/session.selectors';
import '../agent.css';

/** The help centre's article on the agent programme (its tag, or its title, names it). */
const isAgentArticle = (entry: { term: string; title: string }) =>
  entry.term === 'agent' || /agent|ejen|代理/i.test(entry.title);

/**
 * /join (spec 02 §2, ADR 026): the agent programme, as the help centre describes it (through
 * the sanitizing component), and the way to apply from where the reader stands: a visitor registers
 * or logs in as an agent, a player asks customer service, an agent opens the agent centre.
 */
export default function JoinScreen() {
  const { t } = useTranslation('agent');
  const help = useHelpEntries();
  const access = SessionContext.useSelector(selectAgentCentreAccess);
  const modals = useModals();
  const { open } = useAgentCentre();
  const article = help.data?.find(isAgentArticle);
  return (
    <section className="agent-home" aria-labelledby="join-title">
      <h1 id="join-title">{t('join.title')}</h1>
      <div className="agent-home__card">
        {help.isPending ? (
          <Skeleton shape="block" height={160} />
        ) : help.isError ? (
          <LoadFailure title={t('join.failed')} error={help.error} onRetry={() => void help.refetch()} />
        ) : article ? (
          <SafeHtml html={article.content} />
        ) : (
          <p>{t('join.intro')}</p>
        )}
      </div>
      <section aria-label={t('join.apply')}>
        <EmptyState
          icon={Handshake}
          level={2}
          title={t('join.apply')}
          message={
            access === 'allow' ? t('join.agent') : access === 'login' ? t('join.visitor') : t('join.member')
          }
          action={
            access === 'allow' ? (
              <Button onClick={() => open('agentTeamOverview')}>{t('join.open')}</Button>
            ) : access === 'login' ? (
              <>
                <Button onClick={() => modals.open('register', {})}>{t('join.register')}</Button>
                <Button variant="secondary" onClick={() => modals.open('login', { agentPage: true })}>
                  {t('home.visitor.login')}
                </Button>
              </>
            ) : undefined
          }
        />
      </section>
    </section>
  );
}
