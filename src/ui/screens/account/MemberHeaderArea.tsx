import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { contract } from '@/contracts';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { canOpenAgentCentre } from '@/machines/protectedAction/protectedAction';
import { useDialogs } from '@/ui/hooks/dialogs';
import { Button } from '@/ui/components/Button';
import { Money } from '@/ui/components/Money';
import { useBalanceHidden, useMember, useSessionActor } from '@/ui/hooks/useSession';
import { useSessionToken } from '@/ui/hooks/useSessionToken';
import { VisitorAccountArea } from '@/ui/screens/layout/VisitorAccountArea';
import { useAccountText } from './text';
import './account.css';

export interface MemberHeaderViewProps {
  nickname: string;
  memberId: string;
  rankLevel: number | null;
  balance: number | null;
  balanceHidden: boolean;
  balanceLoading: boolean;
  currencySymbol: string;
  unclaimed: number;
  unread: number;
  isAgent: boolean;
  onToggleBalance(): void;
  onRefreshBalance(): void;
  onNavigate(target: 'deposit' | 'withdraw' | 'account' | 'agent' | 'mailbox'): void;
  onLogout(): void;
}

/** Presentational member header (spec 01 §2): props only, so Storybook shows every state. */
export function MemberHeaderView(p: MemberHeaderViewProps) {
  const { tx } = useAccountText();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="member-header" data-testid="member-area">
      <Button size="small" onClick={() => p.onNavigate('deposit')}>
        {tx('account:header.deposit')}
      </Button>
      <Button size="small" variant="secondary" onClick={() => p.onNavigate('withdraw')}>
        {tx('account:header.withdraw')}
      </Button>
      <span className="member-header__balance">
        <button
          type="button"
          className="account__link"
          onClick={p.onRefreshBalance}
          // Named by the balance it shows (WCAG 2.5.3); what a press does is its description.
          title={tx('account:header.refreshBalance')}
          aria-busy={p.balanceLoading}
        >
          <span data-testid="balance">
            {p.balance === null && !p.balanceHidden ? (
              '—'
            ) : (
              <Money value={p.balance ?? 0} symbol={p.currencySymbol} hidden={p.balanceHidden} />
            )}
          </span>
        </button>
        <button
          type="button"
          className="account__link"
          onClick={p.onToggleBalance}
          aria-pressed={p.balanceHidden}
          aria-label={tx(p.balanceHidden ? 'account:header.showBalance' : 'account:header.hideBalance')}
        >
          {p.balanceHidden ? '👁' : '🙈'}
        </button>
      </span>
      <div className="member-header__menu">
        <button
          type="button"
          className="member-header__avatar"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="member-header__face" aria-hidden="true">
            {p.nickname.slice(0, 1).toUpperCase()}
          </span>
          {p.unclaimed > 0 ? (
            <span className="badge" aria-label={tx('account:header.unclaimed', { count: p.unclaimed })}>
              {p.unclaimed}
            </span>
          ) : null}
          <span className="member-header__name" data-testid="member-nickname">
            {p.nickname}
          </span>
          <span className="member-header__id">ID {p.memberId}</span>
          {p.rankLevel !== null ? <span className="member-header__vip">VIP{p.rankLevel}</span> : null}
          {p.unread > 0 ? (
            <span className="badge" aria-label={tx('account:header.unread', { count: p.unread })}>
              {p.unread}
            </span>
          ) : null}
        </button>
        {menuOpen ? (
          <ul
            role="menu"
            className="member-header__dropdown"
            onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
          >
            <li role="none">
              <button role="menuitem" type="button" onClick={() => p.onNavigate('account')}>
                {tx('account:header.myAccount')}
              </button>
            </li>
            {p.isAgent ? (
              <li role="none">
                <button role="menuitem" type="button" onClick={() => p.onNavigate('agent')}>
                  {tx('account:header.agentCentre')}
                </button>
              </li>
            ) : null}
            <li role="none">
              <button role="menuitem" type="button" onClick={() => p.onNavigate('mailbox')}>
                {tx('account:header.mailbox')}
              </button>
            </li>
            <li role="none">
              <button
                role="menuitem"
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  p.onLogout();
                }}
              >
                {tx('account:header.logout')}
              </button>
            </li>
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The header account slot: visitor buttons, or the member area bound to the session. */
export function HeaderAccountArea() {
  const token = useSessionToken();
  const member = useMember();
  const hidden = useBalanceHidden();
  if (!token) return <VisitorAccountArea />;
  return (
    <MemberArea
      nickname={member?.nickname ?? member?.account ?? ''}
      memberId={member?.id ?? ''}
      rankLevel={member?.rankLevel ?? null}
      type={member?.type ?? null}
      hidden={hidden}
      token={token}
    />
  );
}

const count = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (Array.isArray(v)) return v.length;
  if (typeof v === 'object' && v !== null) {
    const n = 'count' in v ? v.count : 'total' in v ? v.total : 0;
    return Number(n) || 0;
  }
  return 0;
};

function MemberArea(props: {
  nickname: string;
  memberId: string;
  rankLevel: number | null;
  type: number | null;
  hidden: boolean;
  token: string;
}) {
  const { tx } = useAccountText();
  const dialogs = useDialogs();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // Member-scoped keys: logout and a refused token remove them (queryKeys.sessionScope).
  const balance = useQuery({
    queryKey: queryKeys.wallet.balance(),
    queryFn: () => api.call(contract.wallet.balance, {}),
  });
  const unread = useQuery({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: () => api.call(contract.messages.unreadCount, {}),
  });
  const promos = useQuery({
    queryKey: queryKeys.promotions.available(),
    queryFn: () => api.call(contract.promotions.available, {}),
  });
  const sum = Number(balance.data?.sumBalance ?? NaN);
  return (
    <MemberHeaderView
      nickname={props.nickname}
      memberId={props.memberId}
      rankLevel={props.rankLevel}
      balance={Number.isFinite(sum) ? sum : null}
      balanceHidden={props.hidden}
      balanceLoading={balance.isFetching}
      currencySymbol={balance.data?.currencySymbol || DEFAULT_CURRENCY_SYMBOL}
      unclaimed={count(promos.data)}
      unread={count(unread.data) + count(promos.data)}
      isAgent={canOpenAgentCentre({ token: props.token, isAgent: props.type })}
      onToggleBalance={() => session.send({ type: 'balance.toggle' })}
      onRefreshBalance={() => void balance.refetch()}
      onNavigate={(target) => navigate(target === 'agent' ? '/agentHome' : `/?mc=${target}`)}
      onLogout={() => {
        session.send({ type: 'session.logout' });
        void dialogs
          .confirm(tx('account:header.logoutConfirm'), { danger: true })
          .then((ok) => session.send({ type: ok ? 'session.confirm' : 'session.cancel' }));
      }}
    />
  );
}
