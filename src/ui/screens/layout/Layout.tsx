import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { standalonePages } from '@/ui/app/screens';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAfterFirstPaint } from '@/ui/hooks/useAfterFirstPaint';
import { usePageType } from '@/ui/hooks/usePageType';
import { BannerStripContainer } from './banner/BannerStripContainer';
import { HeaderContainer } from './HeaderContainer';
import { FooterContainer, RightBarContainer } from './LayoutContainers';
import { ContractRequestsNotice } from './ContractRequestsNotice';
import { NoticeBarContainer } from './NoticeBar';
import { Snow } from './Snow';
import { GameLaunchProvider } from '@/ui/screens/game/GameLaunchProvider';
import { AgentCentreSlot, MemberCentreSlot, RealityCheckSlot } from '@/ui/app/slots';
import './Layout.css';

/** Header, banner strip, notice bar (home), main, right bar, footer and the snow decoration. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const page = usePageType();
  const { snow } = useFeatureFlags();
  // Footer, right-side shortcuts and snow render after the first paint (ADR 020): below the fold or
  // beside the content, they need not delay the header and the first banner.
  const painted = useAfterFirstPaint();
  if (page !== null && standalonePages.has(page)) return <>{children}</>;
  // Header and footer vendor clicks launch games through this provider (its dialogs render here).
  return (
    <GameLaunchProvider>
      <div className="layout">
        {painted && snow && <Snow />}
        <a href="#main" className="visually-hidden">
          {t('layout.skip')}
        </a>
        <HeaderContainer />
        {/* Keyed by page: the strip restarts its rotation and refreshes its banners on route change. */}
        <BannerStripContainer key={page ?? 'none'} />
        {page === 'home' && <NoticeBarContainer />}
        <ContractRequestsNotice />
        <main id="main" className="layout__main">
          {children}
        </main>
        {/* The member centre opens over any route from its address (?mc=<page>, ADR 023). */}
        <MemberCentreSlot />
        <AgentCentreSlot />
        {/* A modal layer over every page, the game frame's included (ADR 043, UKGC RTS 13). */}
        <RealityCheckSlot />
        {painted && <RightBarContainer />}
        {painted && <FooterContainer />}
      </div>
    </GameLaunchProvider>
  );
}
