import Big from 'big.js';
import { contract } from '@/contracts';
import { add, toDecimalOrZero } from '@/money/money';
import { db } from '../db';
import { bets } from '../lib/bets';
import { now } from '../lib/clock';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { newMovementId } from '../lib/ledger-store';
import { runtimeRng } from '../lib/random';
import { notifyMutation } from '../lib/state';

const noSession = () => fail('login.not.session', 'customer not login or login timeout', 401);

/** The merchant's member rebate rates in percent, per product type (the lobby's game types). */
export const REBATE_RATES: ReadonlyArray<{ productType: string; rate: string }> = [
  { productType: 'RNG', rate: '0.8' },
  { productType: 'LIVE', rate: '0.6' },
  { productType: 'FISH', rate: '0.7' },
  { productType: 'PVP', rate: '0.5' },
  { productType: 'SPORTS', rate: '0.5' },
  { productType: 'LOTT', rate: '0.3' },
];
export const REBATE_MINIMUM = '0.10';

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

/**
 * Manual rebate (member centre): each product type's rebate is derived from the member's bets since its
 * last claim, so a claim credits the main wallet once (REBATE in the account records) and leaves zero.
 */
export const rebateHandlers = [
  implement(contract.promotions.rebateSettings, ({ member }) => {
    if (!member) return noSession();
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
    if (!member) return noSession();
    const setting = REBATE_RATES.find((r) => r.productType === body.productType);
    if (!setting) return fail('REBATE_NOT_AVAILABLE', 'No rebate for this product');
    const { amount } = rebateOf(member, setting.productType, setting.rate);
    if (new Big(amount).lt(REBATE_MINIMUM)) return fail('REBATE_BELOW_MINIMUM', 'Nothing to claim yet');
    const wallet = db.wallet.findFirst({ where: { memberId: { equals: member.id } } });
    if (!wallet) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    const after = add(toDecimalOrZero(wallet.mainBalance), amount);
    db.wallet.update({
      where: { memberId: { equals: member.id } },
      data: {
        mainBalance: Number(after),
        sumBalance: Number(add(toDecimalOrZero(wallet.sumBalance), amount)),
      },
    });
    db.rewardClaim.create({
      id: runtimeRng().uuid(),
      memberId: member.id,
      kind: 'rebate',
      refId: setting.productType,
      title: `${setting.productType} rebate`,
      amount: Number(amount),
      createdAt: now(),
    });
    db.transaction.create({
      id: newMovementId(),
      memberId: member.id,
      kind: 'REBATE',
      amount: Number(amount),
      balanceAfter: Number(after),
      status: 'SUCCESS',
      createdAt: now(),
    });
    notifyMutation();
    return ok({ amount });
  }),
];
