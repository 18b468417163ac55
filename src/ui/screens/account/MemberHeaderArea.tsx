import { useQuery } from '@tanstack/react-query';
import { useId, type CSSProperties } from 'react';
import { useLocation } from 'wouter';
import ArrowUpFromLine from 'lucide-react/icons/arrow-up-from-line';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Coins from 'lucide-react/icons/coins';
import Crown from 'lucide-react/icons/crown';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Gem from 'lucide-react/icons/gem';
import Landmark from 'lucide-react/icons/landmark';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import User from 'lucide-react/icons/user';
import X from 'lucide-react/icons/x';
import Wallet from 'lucide-react/icons/wallet';
import { whenPainted } from '@/config/afterNextPaint';
import { api } from '@/api/instance';
import { messageKeyOf } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { messagesContract } from '@/contracts/messages.contract';
import { promotionsContract } from '@/contracts/promotions.contract';
import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { paths } from '@/config/paths';
import { DEFAULT_AGENT_PAGE } from '@/config/agentCentre';
import type { MemberPage } from '@/config/memberCentre';
import { canOpenAgentCentre } from '@/machines/protectedAction/protectedAction';
import { useDialogs } from '@/ui/hooks/dialogs';
import { Button } from '@/ui/components/Button';
import { Money } from '@/ui/components/Money';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';
import { useLayoutMode } from '@/ui/hooks/useLayoutMode';
import { useFeatureFlags } from '@/ui/hooks/system';
import { useAgentCentre } from '@/ui/hooks/useAgentCentre';
import { useMemberCentre } from '@/ui/hooks/useMemberCentre';
import { useSessionActor } from '@/ui/hooks/useSession';
import { useBalanceSync, useWalletSync } from '@/ui/hooks/useWalletSync';
import { formatMoney } from '@/ui/components/format';
import type { RecallNotice } from '@/machines/walletSync/walletSync.machine';
import { balanceQuery } from '@/machines/walletSync/walletSync.actors';
import { useAccountText } from './text';
import { Avatar } from '@/ui/components/Avatar';
import { memberContract } from '@/contracts/member.contract';
import { useSystemInfo } from '@/ui/hooks/system';
import { labelChips, type LabelChip } from './memberLabels';
import './MemberHeader.css';

export interface MemberHeaderViewProps {
  nickname: string;
  memberId: string;
  rankLevel: number | null;
  /** The member's labels (spec 01 §3), each in its colour; none shows nothing. */
  labels?: readonly LabelChip[];
  /** The wallet's decimal string as the server sent it (never a float: spec 01 §9, ADR 021). */
  balance: string | null;
  balanceHidden: boolean;
  balanceLoading: boolean;
  /**
   * The wallet sync is asking the balance again (a game closed, money moved, the tab came back): the
   * header says so instead of showing a figure that may be from before (ADR 034).
   */
  balanceUpdating?: boolean;
  /** What a recall on leaving a game did (translated), until dismissed or the next game. */
  recallNotice?: string | null;
  onDismissNotice?(): void;
  currencySymbol: string;
  unclaimed: number;
  unread: number;
  isAgent: boolean;
  /** The avatar call's number (null while it loads or when it failed: the initial shows). */
  avatar?: string | null;
  /** The phone's header row (ADR 019): balance and the avatar; Deposit and Withdraw move into the menu. */
  compact?: boolean;
  onToggleBalance(): void;
  onRefreshBalance(): void;
  /** Why the balance did not load (translated), shown beside it until a refresh succeeds. */
  balanceFailure?: string | null;
  onNavigate(target: MemberTarget): void;
  onLogout(): void;
}

export type MemberTarget =
  'deposit' | 'withdraw' | 'account' | 'agent' | 'mailbox' | 'rank' | 'pointMall' | 'vip';

/** Entries that are pages of the site, not of a centre (spec 01 §2 routes /pointMall and /vip). */
const MEMBER_TARGET_ROUTE = { pointMall: paths.pointMall, vip: paths.vip } as const;

/** The member-centre page each header entry opens (spec 01 §2 menu keys); the agent centre opens on its default page. */
const MEMBER_TARGET_PAGE: Record<Exclude<MemberTarget, 'agent' | 'pointMall' | 'vip'>, MemberPage> = {
  deposit: 'depositv2',
  withdraw: 'withdraw',
  account: 'securityCenter',
  mailbox: 'messageV2',
  rank: 'playerRank',
};

/**
 * The member's labels beside the member's ID and VIP level, in both shells. The colour is the dot's and the
 * border's only; the text is the theme's, so it reads at AA on either theme whatever colour the merchant
 * sends (a coloured fill with coloured text would not). Each chip is named by its text.
 */
function LabelChips({ labels, name }: { labels: readonly LabelChip[] | undefined; name: string }) {
  if (!labels || labels.length === 0) return null;
  return (
    <ul className="member-bar__labels" aria-label={name}>
      {labels.map((label) => (
        <li
          key={label.name}
          className="member-bar__label"
          aria-label={label.name}
          style={{ '--member-label-color': label.color } as CSSProperties}
        >
          <span className="member-bar__label-dot" aria-hidden="true" />
          {label.name}
        </li>
      ))}
    </ul>
  );
}

/** Presentational member header (spec 01 §2): props only, so Storybook shows every state. */
export function MemberHeaderView(p: MemberHeaderViewProps) {
  const { tx } = useAccountText();
  // A click menu (no hover): the trigger is one Tab stop, opening moves focus to the first item, the arrows move
  // inside, and choosing an item closes the menu with focus back on the trigger (APG menu button, ADR 017).
  const menu = useHoverMenu(0);
  const menuId = useId();
  const EyeIcon = p.balanceHidden ? Eye : EyeOff;
  const item = (label: string, action: () => void, Icon: typeof Eye) => (
    <li role="none">
      <button
        role="menuitem"
        type="button"
        tabIndex={-1}
        className="member-bar__item"
        onClick={() => menu.choose(action)}
      >
        <Icon className="icon" aria-hidden="true" />
        {label}
      </button>
    </li>
  );
  return (
    <div className={`member-bar${p.compact ? ' member-bar--compact' : ''}`} data-testid="member-area">
      {!p.compact && (
        <>
          <Button size="small" onClick={() => p.onNavigate('deposit')}>
            {tx('account:header.deposit')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => p.onNavigate('withdraw')}>
            {tx('account:header.withdraw')}
          </Button>
        </>
      )}
      <span className="member-bar__balance">
        <button
          type="button"
          className="member-bar__amount"
          onClick={p.onRefreshBalance}
          // Named by the balance it shows (WCAG 2.5.3); what a press does is its description.
          title={tx('account:header.refreshBalance')}
          aria-busy={p.balanceLoading || p.balanceUpdating}
        >
          <span data-testid="balance">
            {p.balanceUpdating && !p.balanceHidden ? (
              tx('account:header.updatingBalance')
            ) : p.balance === null && !p.balanceHidden ? (
              '—'
            ) : (
              <Money value={p.balance ?? '0'} symbol={p.currencySymbol} hidden={p.balanceHidden} />
            )}
          </span>
        </button>
        <button
          type="button"
          className="member-bar__icon-button"
          onClick={p.onToggleBalance}
          aria-pressed={p.balanceHidden}
          aria-label={tx(p.balanceHidden ? 'account:header.showBalance' : 'account:header.hideBalance')}
          title={tx(p.balanceHidden ? 'account:header.showBalance' : 'account:header.hideBalance')}
        >
          <EyeIcon className="icon" aria-hidden="true" />
        </button>
        {p.balanceFailure && (
          <span role="alert" className="account__error">
            {p.balanceFailure}
          </span>
        )}
      </span>
      {p.recallNotice ? (
        <p role="status" className="member-bar__notice">
          <span>{p.recallNotice}</span>
          <button
            type="button"
            className="member-bar__icon-button"
            onClick={p.onDismissNotice}
            aria-label={tx('account:header.dismissNotice')}
            title={tx('account:header.dismissNotice')}
          >
            <X className="icon" aria-hidden="true" />
          </button>
        </p>
      ) : null}
      <div className="member-bar__menu" {...menu.containerProps}>
        <button
          type="button"
          className="member-bar__avatar"
          aria-haspopup="menu"
          aria-expanded={menu.open}
          aria-controls={menu.open ? menuId : undefined}
          {...menu.triggerProps}
          onClick={() => (menu.open ? menu.hide() : menu.openWithFocus('first'))}
        >
          <Avatar className="member-bar__face" id={p.avatar ?? null} name={p.nickname} />
          {p.unclaimed > 0 ? (
            <span
              className="member-bar__badge"
              aria-label={tx('account:header.unclaimed', { count: p.unclaimed })}
            >
              {p.unclaimed}
            </span>
          ) : null}
          {/* On the phone's row only the avatar shows: the name stays the button's name for assistive technology. */}
          <span className={p.compact ? 'visually-hidden' : 'member-bar__name'} data-testid="member-nickname">
            {p.nickname}
          </span>
          {p.compact ? null : <span className="member-bar__id">ID {p.memberId}</span>}
          {p.rankLevel !== null && !p.compact ? (
            <span className="member-bar__vip">VIP{p.rankLevel}</span>
          ) : null}
          {p.unread > 0 ? (
            <span className="member-bar__badge" aria-label={tx('account:header.unread', { count: p.unread })}>
              {p.unread}
            </span>
          ) : null}
          <ChevronDown className="icon icon--sm member-bar__chevron" aria-hidden="true" />
        </button>
        {menu.open ? (
          <div className="member-bar__dropdown">
            {p.compact ? (
              <p className="member-bar__who">
                <span>ID {p.memberId}</span>
                {p.rankLevel !== null ? <span className="member-bar__vip">VIP{p.rankLevel}</span> : null}
              </p>
            ) : null}
            <LabelChips labels={p.labels} name={tx('account:header.memberLabels')} />
            <ul id={menuId} role="menu" aria-label={p.nickname} {...menu.panelProps}>
              {p.compact ? item(tx('account:header.deposit'), () => p.onNavigate('deposit'), Wallet) : null}
              {p.compact
                ? item(tx('account:header.withdraw'), () => p.onNavigate('withdraw'), ArrowUpFromLine)
                : null}
              {item(tx('account:header.myAccount'), () => p.onNavigate('account'), User)}
              {p.isAgent
                ? item(tx('account:header.agentCentre'), () => p.onNavigate('agent'), Landmark)
                : null}
              {item(tx('account:header.mailbox'), () => p.onNavigate('mailbox'), Mail)}
              {p.rankLevel !== null
                ? item(tx('account:header.vipRank'), () => p.onNavigate('rank'), Crown)
                : null}
              {item(tx('account:header.pointsShop'), () => p.onNavigate('pointMall'), Coins)}
              {item(tx('account:header.vipClub'), () => p.onNavigate('vip'), Gem)}
              {item(tx('account:header.logout'), p.onLogout, LogOut)}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The balance as the decimal string the money display formats exactly. A string from the wire passes through
 * untouched; a JSON number (the contract allows both) is already a parsed double, so its shortest text form is
 * the best there is. Anything else shows as unknown ("—").
 */
function decimalString(value: string | number | null | undefined): string | null {
  if (typeof value === 'string') return /^\s*-?[\d,]*\.?\d+\s*$/.test(value) ? value.trim() : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The recall notice in the player's language, with the amount as the header shows money. */
function recallText(
  notice: RecallNotice | null,
  symbol: string,
  tx: (key: string, values?: Record<string, unknown>) => string,
): string | null {
  if (!notice) return null;
  if (notice.kind === 'recalled')
    return tx('account:header.recalled', { amount: `${symbol} ${formatMoney(notice.amount)}` });
  return tx('account:header.recallFailed', {
    reason: tx(notice.failure.messageKey, { ...(notice.failure.messageValues ?? {}) }),
  });
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

/** The member area bound to the session: balance, messages and promotions counts, the account menu. */
export default function MemberArea(props: {
  nickname: string;
  memberId: string;
  rankLevel: number | null;
  labels?: readonly { name: string; color: string | null }[];
  type: number | null;
  hidden: boolean;
  token: string;
}) {
  const { tx } = useAccountText();
  const dialogs = useDialogs();
  const session = useSessionActor();
  const memberCentre = useMemberCentre();
  const agentCentre = useAgentCentre();
  const { agentCentre: agentCentreOn } = useFeatureFlags();
  const compact = useLayoutMode() === 'phone';
  const labelColour = useSystemInfo()?.info.memberLabelColor;
  const [, navigate] = useLocation();
  // Member-scoped keys: logout and a refused token remove them (queryKeys.sessionScope).
  // The sync actor asks the same key again (a game closed, money moved); the header only reads it.
  const balance = useQuery(balanceQuery(api));
  const sync = useBalanceSync();
  const walletSync = useWalletSync();
  const symbol = balance.data?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const unread = useQuery({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: () => api.call(messagesContract.unreadCount, {}),
  });
  const promos = useQuery({
    queryKey: queryKeys.promotions.available(),
    queryFn: () => api.call(promotionsContract.available, {}),
  });
  const avatar = useQuery({
    queryKey: queryKeys.member.avatar(),
    queryFn: () => api.call(memberContract.avatar, {}),
    staleTime: Infinity,
  });
  return (
    <MemberHeaderView
      avatar={avatar.data?.avatar ?? null}
      nickname={props.nickname}
      memberId={props.memberId}
      rankLevel={props.rankLevel}
      labels={labelChips(props.labels, labelColour)}
      balance={decimalString(balance.data?.sumBalance)}
      balanceHidden={props.hidden}
      balanceLoading={balance.isFetching}
      balanceUpdating={sync.updating}
      recallNotice={recallText(sync.notice, symbol, tx)}
      onDismissNotice={walletSync.dismissNotice}
      currencySymbol={symbol}
      unclaimed={count(promos.data)}
      unread={count(unread.data) + count(promos.data)}
      isAgent={agentCentreOn && canOpenAgentCentre({ token: props.token, isAgent: props.type })}
      onToggleBalance={() => session.send({ type: 'balance.toggle' })}
      onRefreshBalance={walletSync.refresh}
      balanceFailure={
        sync.failure
          ? tx(sync.failure.messageKey, { ...(sync.failure.messageValues ?? {}) })
          : balance.isError
            ? tx(messageKeyOf(balance.error))
            : null
      }
      compact={compact}
      onNavigate={(target) =>
        // The tap's answer (the menu closing, the button pressed) paints first; the centre's first page is
        // a render of its own a frame later, not part of the tap (INP, ADR 020).
        whenPainted(() => {
          if (target === 'agent') agentCentre.open(DEFAULT_AGENT_PAGE);
          else if (target === 'pointMall' || target === 'vip')
            navigate(MEMBER_TARGET_ROUTE[target].getHref());
          else memberCentre.open(MEMBER_TARGET_PAGE[target]);
        })
      }
      onLogout={() => {
        session.send({ type: 'session.logout' });
        void dialogs
          .confirm(tx('account:header.logoutConfirm'), { danger: true })
          .then((ok) => session.send({ type: ok ? 'session.confirm' : 'session.cancel' }));
      }}
    />
  );
}
