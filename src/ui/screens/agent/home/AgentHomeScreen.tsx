import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Landmark from 'lucide-react/icons/landmark';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { agentMenu } from '@/config/agentCentre';
import { paths } from '@/config/paths';
import { agentContract } from '@/contracts/agent.contract';
import { Button } from '@/ui/components/Button';
import { CopyButton } from '@/ui/components/CopyButton';
import { EmptyState } from '@/ui/components/EmptyState';
import { Skeleton } from '@/ui/components/Skeleton';
import { useModals } from '@/ui/hooks/modals';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { SessionContext, useMember } from '@/ui/hooks/useSession';
import { selectAgentCentreAccess } from '@/machines/session/session.selectors';
import OverviewPage from '../overview/OverviewPage';
import '../agent.css';

/** The agent's first affiliate link, to copy at once (the centre's Account page manages them). */
function FirstLink() {
  const { t } = useTranslation('agent');
  const { open } = useAgentCentre();
  const links = useQuery({
    queryKey: queryKeys.agent.affiliateUrls(),
    queryFn: ({ signal }) => api.call(agentContract.affiliateUrls, {}, { signal }),
  });
  if (links.isPending) return <Skeleton shape="block" height={56} />;
  const first = links.data?.[0];
  if (!first)
    return (
      <p>
        {t('home.link.none')}{' '}
        <Button variant="ghost" size="small" onClick={() => open('registerCenter')}>
          {t('menu.registerCenter')}
        </Button>
      </p>
    );
  return (
    <div className="agent-link__body">
      <p className="agent-link__url">{first.url}</p>
      <CopyButton value={first.url}>{t('home.link.copy')}</CopyButton>
    </div>
  );
}

/**
 * /agentHome (spec 01 §2 routes, ADR 026): where an agent-page login lands. An agent sees the team
 * overview, every page of the agent centre one tap away, and the affiliate link to copy; a visitor is
 * offered the agent login; a player account or a trial account is told the page is for agents.
 */
export default function AgentHomeScreen() {
  const { t } = useTranslation(['agent', 'errors']);
  const access = SessionContext.useSelector(selectAgentCentreAccess);
  const member = useMember();
  const modals = useModals();
  const flags = useFeatureFlags();
  const { href } = useAgentCentre();
  const join = (
    <Link href={paths.join.getHref()} className="btn btn--secondary">
      {t('home.join')}
    </Link>
  );
  let body;
  if (access === 'wait') body = <Skeleton shape="block" height={240} />;
  else if (access === 'login')
    body = (
      <EmptyState
        icon={Landmark}
        level={2}
        title={t('home.visitor.title')}
        message={t('home.visitor.message')}
        action={
          <>
            <Button onClick={() => modals.open('login', { agentPage: true })}>
              {t('home.visitor.login')}
            </Button>
            {join}
          </>
        }
      />
    );
  else if (access === 'needRealAccount')
    body = <EmptyState icon={Landmark} level={2} role="status" title={t('errors:needRealAccount')} />;
  else if (access === 'refused' || !flags.agentCentre)
    body = (
      <EmptyState
        icon={Landmark}
        level={2}
        role="status"
        title={t('home.notAgent.title')}
        message={t('home.notAgent.message')}
        action={join}
      />
    );
  else
    body = (
      <>
        <section className="agent-home__card" aria-labelledby="agent-home-overview">
          <h2 id="agent-home-overview">{t('menu.agentTeamOverview')}</h2>
          <OverviewPage />
        </section>
        <nav className="agent-home__card" aria-labelledby="agent-home-pages">
          <h2 id="agent-home-pages">{t('home.pages')}</h2>
          <ul className="agent-home__pages">
            {agentMenu(flags).map((page) => (
              <li key={page}>
                <a className="btn btn--secondary btn--small" href={href(page)}>
                  {t(`menu.${page}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="agent-home__card" aria-labelledby="agent-home-link">
          <h2 id="agent-home-link">{t('home.link.title')}</h2>
          <FirstLink />
        </section>
      </>
    );
  return (
    <section className="agent-home" aria-labelledby="agent-home-title">
      <h1 id="agent-home-title">
        {access === 'allow' && member
          ? t('home.welcome', { name: member.nickname || member.account })
          : t('home.title')}
      </h1>
      {body}
    </section>
  );
}
