import type { ReactNode } from 'react';
import { standalonePages } from '@/ui/app/screens';
import { usePageType } from '@/ui/hooks/usePageType';
import { HeaderContainer } from './HeaderContainer';
import './Layout.css';

/** Header, banner strip, main, right bar, footer and decorations around every routed screen. */
export function Layout({ children }: { children: ReactNode }) {
  const page = usePageType();
  if (page !== null && standalonePages.has(page)) return <>{children}</>;
  return (
    <div className="layout">
      <a href="#main" className="visually-hidden">
        Skip
      </a>
      <HeaderContainer />
      <main id="main" className="layout__main">
        {children}
      </main>
    </div>
  );
}
