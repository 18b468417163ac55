import { contract } from '@/contracts';
import { exclusionRefusal } from '../lib/responsible-gambling';
import { db } from '../db';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { now } from '../lib/clock';
import { credit } from '../lib/ledger';
import { applyToBooks, newMovementId } from '../lib/ledger-store';
import { runtimeRng } from '../lib/random';
import { PROMOTION_CATEGORIES } from '../seed/accounts.seed';
import Big from 'big.js';
import { isPositive, type DecimalString } from '@/money/money';
import { bets } from '../lib/bets';
import { notifyMutation } from '../lib/state';

const DAY = 86_400_000;
const CATEGORY_NAMES: Record<string, string> = {
  all: 'All',
  rng_promo: 'Slots',
  live_promo: 'Live casino',
  pvp_promo: 'Card games',
  sport_promo: 'Sports',
  fish_promo: 'Fishing',
  lotto_promo: 'Lottery',
  rebate_promo: 'Rebate',
  deposit_promo: 'Deposit',
  player_rank_rules: 'VIP rank rules',
  point_mall: 'Points shop',
  app_download: 'App download',
  new_player: 'New player',
  other_promo: 'Other',
};

function activePromotions() {
  const t = now();
  return db.promotion
    .findMany({ where: {}, orderBy: { sequence: 'asc' } })
    .filter((p) => p.startDate <= t && t <= p.endDate);
}

function claimed(member: MemberRecord, kind: string, refId: string) {
  return db.rewardClaim.findFirst({
    where: { memberId: { equals: member.id }, kind: { equals: kind }, refId: { equals: refId } },
  });
}

function applicationOf(member: MemberRecord, promotionId: string) {
  return db.promotionApplication.findFirst({
    where: { memberId: { equals: member.id }, promotionId: { equals: promotionId } },
  });
}

/**
 * A promotion as listed. `status` is the member's own (Joined once claimed, else the application's:
 * Applying, Rejected, Issued), Close when it takes no applications, and absent when it is open to them.
 */
function promotionItem(p: ReturnType<typeof activePromotions>[number], member: MemberRecord | null) {
  const id = String(p.id);
  const mine = member
    ? claimed(member, 'promotion', id)
      ? 'Joined'
      : (applicationOf(member, id)?.status ?? null)
    : null;
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    category: p.category || 'other_promo',
    imageUrl: p.imageUrl,
    startDate: p.startDate,
    endDate: p.endDate,
    status: mine ?? (p.claimable ? null : 'Close'),
  };
}

/** A running promotion the member may still join (apply for or claim), or the refusal that says why not. */
function joinable(member: MemberRecord, id: string) {
  const promo = activePromotions().find((p) => String(p.id) === id);
  if (!promo || !promo.claimable)
    return { refusal: fail('PROMOTION_NOT_AVAILABLE', 'This promotion is not available') };
  if (claimed(member, 'promotion', id))
    return { refusal: fail('PROMOTION_ALREADY_CLAIMED', 'You have already joined this promotion') };
  return promo;
}

/** A claimed reward; a reward with money in it is credited to the main wallet through the books. */
function addClaim(member: MemberRecord, kind: string, refId: string, title: string, amount: DecimalString) {
  db.rewardClaim.create({
    id: runtimeRng().uuid(),
    memberId: member.id,
    kind,
    refId,
    title,
    amount,
    createdAt: now(),
  });
  // The credit is on the books too: account records and bonus details show what was claimed.
  if (isPositive(amount)) applyToBooks(member.id, (books) => credit(books, newMovementId(), 'BONUS', amount));
}

/** Spins on a ticket's slot machine; the last is taken by claiming the ticket. */
const SPINS_PER_TICKET = 3;

function ticketActions(member: MemberRecord, transactionId: string, action: 'spin' | 'cancel'): number {
  return db.ticketAction.count({
    where: {
      memberId: { equals: member.id },
      transactionId: { equals: transactionId },
      action: { equals: action },
    },
  });
}

function ticketsOf(member: MemberRecord) {
  return [1, 2, 3].map((n) => {
    const transactionId = `T${member.id}${n}`;
    const status = claimed(member, 'ticket', transactionId)
      ? 'CLAIMED'
      : ticketActions(member, transactionId, 'cancel') > 0
        ? 'CANCELLED'
        : 'AVAILABLE';
    return {
      transactionId,
      title: ['Lucky spin ticket', 'Deposit bonus ticket', 'Weekend rebate ticket'][n - 1] ?? 'Ticket',
      status,
      expireTime: now() + n * 7 * DAY,
      spinsLeft: status === 'AVAILABLE' ? SPINS_PER_TICKET - ticketActions(member, transactionId, 'spin') : 0,
    };
  });
}

function recordTicketAction(member: MemberRecord, transactionId: string, action: 'spin' | 'cancel'): void {
  db.ticketAction.create({
    id: runtimeRng().uuid(),
    memberId: member.id,
    transactionId,
    action,
    createdAt: now(),
  });
}

function claimRows(member: MemberRecord) {
  return db.rewardClaim
    .findMany({ where: { memberId: { equals: member.id } }, orderBy: { createdAt: 'desc' } })
    .map((c) => ({
      id: c.id,
      promotionId: c.refId,
      title: c.title,
      amount: Number(c.amount),
      status: 'Issued',
      createTime: c.createdAt,
    }));
}

function page<T>(rows: T[], pageNo = 1, pageSize = 10) {
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    pageNo,
  };
}

function today(t: number) {
  return Math.floor(t / DAY);
}

/** The merchant's member rebate rates in percent, per product type (the lobby's game types). */
const REBATE_RATES: ReadonlyArray<{ productType: string; rate: string }> = [
  { productType: 'RNG', rate: '0.8' },
  { productType: 'LIVE', rate: '0.6' },
  { productType: 'FISH', rate: '0.7' },
  { productType: 'PVP', rate: '0.5' },
  { productType: 'SPORTS', rate: '0.5' },
  { productType: 'LOTT', rate: '0.3' },
];
const REBATE_MINIMUM = '0.10';

function lastClaim(member: MemberRecord, productType: string): number {
  return db.rewardClaim
    .findMany({
      where: { memberId: { equals: member.id }, kind: { equals: 'rebate' }, refId: { equals: productType } },
    })
    .reduce((latest, c) => Math.max(latest, c.createdAt), 0);
}

/** Valid bets since the last claim of this product type and the rebate they earn (cents, rounded down). */
function rebateOf(member: MemberRecord, productType: string, rate: string) {
  const since = lastClaim(member, productType);
  const validBet = bets(member, [productType])
    .filter((b) => b.createTime > since)
    .reduce((total, b) => total.plus(b.betAmount), new Big(0));
  const amount = validBet.times(rate).div(100).round(2, Big.roundDown);
  return { validBet: validBet.toFixed(2), amount: amount.toFixed(2) };
}

export const promotionsHandlers = [
  implement(contract.promotions.available, ({ member }) =>
    ok(
      activePromotions()
        .filter((p) => p.claimable)
        .map((p) => promotionItem(p, member)),
    ),
  ),
  implement(contract.promotions.merchantAvailable, ({ member }) =>
    ok(activePromotions().map((p) => promotionItem(p, member))),
  ),
  implement(contract.promotions.claimList, ({ member, query }) =>
    ok(page(claimRows(member), query.pageNo, query.pageSize)),
  ),
  implement(contract.promotions.claimPromotion, ({ member, query }) => {
    const rows = activePromotions()
      .filter((p) => p.claimable && !claimed(member, 'promotion', String(p.id)))
      .map((p) => ({
        id: p.id,
        promotionId: p.id,
        title: p.title,
        amount: 18,
        status: 'Applying',
        createTime: p.startDate,
      }));
    return ok(page(rows, query.pageNo, query.pageSize));
  }),
  implement(contract.promotions.raffleClaim, ({ member, body }) => {
    const done = db.rewardClaim
      .findMany({ where: { memberId: { equals: member.id }, kind: { equals: 'raffle' } } })
      .filter((c) => today(c.createdAt) === today(now())).length;
    if (done >= 3) return fail('RAFFLE_NO_CHANCE', 'No raffle chances left today');
    const amount = runtimeRng().pick([1, 5, 8, 18, 88]);
    addClaim(member, 'raffle', String(body.promotionId), 'Raffle prize', String(amount));
    return ok({ rewardAmount: amount });
  }),
  implement(contract.promotions.raffleStatus, ({ member }) => {
    const done = db.rewardClaim
      .findMany({ where: { memberId: { equals: member.id }, kind: { equals: 'raffle' } } })
      .filter((c) => today(c.createdAt) === today(now())).length;
    return ok({ status: done >= 3 ? 'FINISHED' : 'OPEN', remainingTimes: Math.max(0, 3 - done) });
  }),
  implement(contract.promotions.categories, () =>
    ok(['all', ...PROMOTION_CATEGORIES].map((code) => ({ code, name: CATEGORY_NAMES[code] ?? code }))),
  ),
  implement(contract.promotions.apply, ({ member, body }) => {
    const id = String(body.promotionId);
    const promo = joinable(member, id);
    if ('refusal' in promo) return promo.refusal;
    const open = applicationOf(member, id);
    if (open && open.status !== 'Rejected')
      return fail('PROMOTION_ALREADY_APPLIED', 'You have already applied for this promotion');
    if (open) db.promotionApplication.delete({ where: { id: { equals: open.id } } });
    db.promotionApplication.create({
      id: runtimeRng().uuid(),
      memberId: member.id,
      promotionId: id,
      remark: body.remark,
      imageCount: body.images.length,
      status: 'Applying',
      createdAt: now(),
    });
    return ok(null);
  }),
  implement(contract.promotions.claimTicketList, ({ member, query }) =>
    ok(page(ticketsOf(member), query.pageNo, query.pageSize)),
  ),
  implement(contract.promotions.claimTicket, ({ member, body }) => {
    // No promotion claim during a time-out or self-exclusion (ADR 043).
    const excluded = exclusionRefusal(member);
    if (excluded) return excluded;
    const ticket = ticketsOf(member).find((t) => t.transactionId === body.transactionId);
    if (!ticket) return fail('TICKET_NOT_FOUND', 'Ticket not found');
    if (ticket.status === 'CLAIMED')
      return fail('TICKET_ALREADY_CLAIMED', 'This ticket has already been claimed');
    if (ticket.status === 'CANCELLED') return fail('TICKET_CANCELLED', 'This ticket was cancelled');
    addClaim(member, 'ticket', ticket.transactionId, ticket.title, '10');
    return ok(null);
  }),
  implement(contract.promotions.spinSlotMachine, ({ member, body }) => {
    const ticket = ticketsOf(member).find((t) => t.transactionId === body.transactionId);
    if (!ticket) return fail('TICKET_NOT_FOUND', 'Ticket not found');
    if (ticket.status === 'CLAIMED')
      return fail('TICKET_ALREADY_CLAIMED', 'This ticket has already been claimed');
    if (ticket.status === 'CANCELLED') return fail('TICKET_CANCELLED', 'This ticket was cancelled');
    if (ticket.spinsLeft <= 1)
      return fail('slot_machine_use_claim_for_final_spin', 'Use claim for the final spin');
    recordTicketAction(member, ticket.transactionId, 'spin');
    const rewardType = runtimeRng().pick(['CASH', 'FREE_SPIN', 'POINTS', 'NONE']);
    return ok({ rewardType });
  }),
  implement(contract.promotions.cancelTicket, ({ member, body }) => {
    const ticket = ticketsOf(member).find((t) => t.transactionId === body.transactionId);
    if (!ticket) return fail('TICKET_NOT_FOUND', 'Ticket not found');
    if (ticket.status !== 'AVAILABLE')
      return fail('TICKET_NOT_CANCELLABLE', 'Only an unused ticket can be cancelled');
    recordTicketAction(member, ticket.transactionId, 'cancel');
    return ok(null);
  }),
  implement(contract.promotions.claimIssued, ({ member, body }) => {
    // No promotion claim during a time-out or self-exclusion (ADR 043).
    const excluded = exclusionRefusal(member);
    if (excluded) return excluded;
    const id = String(body.promotionId);
    const promo = joinable(member, id);
    if ('refusal' in promo) return promo.refusal;
    addClaim(member, 'promotion', id, promo.title, '18');
    return ok(null);
  }),
  implement(contract.promotions.claimLogin, ({ member }) => {
    // No promotion claim during a time-out or self-exclusion (ADR 043).
    const excluded = exclusionRefusal(member);
    if (excluded) return excluded;
    const claimedToday = db.rewardClaim
      .findMany({ where: { memberId: { equals: member.id }, kind: { equals: 'login' } } })
      .some((c) => today(c.createdAt) === today(now()));
    if (claimedToday) return fail('LOGIN_REWARD_ALREADY_CLAIMED', 'You have already signed in today');
    addClaim(member, 'login', String(today(now())), 'Daily sign-in', '2');
    return ok(null);
  }),
  implement(contract.promotions.loginPromotion, ({ member }) => {
    const days = db.rewardClaim.findMany({
      where: { memberId: { equals: member.id }, kind: { equals: 'login' } },
    });
    return ok({
      cycleDays: 7,
      signedDays: days.length % 7,
      signedToday: days.some((c) => today(c.createdAt) === today(now())),
      rewards: [2, 2, 3, 3, 5, 5, 10],
    });
  }),
  implement(contract.promotions.registerPromotions, () =>
    ok(
      activePromotions()
        .filter((p) => p.category === 'new_player')
        .map((p) => promotionItem(p, null)),
    ),
  ),

  // Manual rebate (member centre): each product type's rebate is derived from the member's bets since its
  // last claim, so a claim credits the main wallet once (REBATE in the account records) and leaves zero.
  implement(contract.promotions.rebateSettings, ({ member }) => {
    return ok(
      REBATE_RATES.map(({ productType, rate }) => ({
        productType,
        rate,
        minimumClaim: REBATE_MINIMUM,
        ...rebateOf(member, productType, rate),
      })),
    );
  }),

  implement(contract.promotions.claimRebate, ({ member, body }) => {
    const setting = REBATE_RATES.find((r) => r.productType === body.productType);
    if (!setting) return fail('REBATE_NOT_AVAILABLE', 'No rebate for this product');
    const { amount } = rebateOf(member, setting.productType, setting.rate);
    if (new Big(amount).lt(REBATE_MINIMUM)) return fail('REBATE_BELOW_MINIMUM', 'Nothing to claim yet');
    const credited = applyToBooks(member.id, (books) => credit(books, newMovementId(), 'REBATE', amount));
    if (!credited.ok) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    db.rewardClaim.create({
      id: runtimeRng().uuid(),
      memberId: member.id,
      kind: 'rebate',
      refId: setting.productType,
      title: `${setting.productType} rebate`,
      amount,
      createdAt: now(),
    });
    notifyMutation();
    return ok({ amount });
  }),
];
