import type { RebateSetting } from '@/contracts/agent.contract';
import { round2 } from '../factories/games.factories';

/**
 * What the agent centre's rooms share (spec 02 §2, ADR 026): its refusals, the products a rebate is set
 * for and their ceilings, and the day arithmetic of its reports. The refusal of a member who is no agent
 * is implement()'s `{ agent: true }` (mocks/lib/members.ts).
 */

export const DAY = 86_400_000;

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const AGENT_ERRORS = {
  downlineNotFound: ['DOWNLINE_NOT_FOUND', 'Downline not found'],
  usernameTaken: ['US_CUSTOMER_EXIST_ERROR', 'Username already exists'],
  invalidUsername: ['USERNAME_INVALID', 'Username must be 4-16 letters or digits'],
  weakPassword: ['PASSWORD_INVALID', 'Password must be 6-20 characters with letters and digits'],
  passwordMismatch: ['PASSWORD_NOT_MATCH', 'Passwords do not match'],
  insufficient: ['INSUFFICIENT_BALANCE', 'Insufficient balance'],
  invalidAmount: ['INVALID_AMOUNT', 'Invalid amount'],
  alreadyAgent: ['ALREADY_AGENT', 'This downline is already an agent'],
  urlNotFound: ['AFFILIATE_URL_NOT_FOUND', 'Affiliate link not found'],
  contractNotFound: ['CONTRACT_NOT_FOUND', 'Contract not found'],
  contractState: ['CONTRACT_STATUS_INVALID', 'This contract cannot be changed in its current status'],
  featureOff: ['#543 function.not.available', 'The feature is under maintenance'],
  rebateAboveOwn: ['REBATE_ABOVE_OWN', "A downline's rebate may not be higher than yours for that product"],
  rebateProduct: ['REBATE_PRODUCT_UNKNOWN', 'No rebate is set for this product'],
} as const;

export const PRODUCTS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;
export const MAX_REBATE: Record<(typeof PRODUCTS)[number], number> = {
  RNG: 1.5,
  LIVE: 1,
  FISH: 1.5,
  PVP: 1.2,
  SPORTS: 1,
  LOTT: 2,
};

export const rebatesFor = (base: number): RebateSetting[] =>
  PRODUCTS.map((productType) => ({
    productType,
    rebate: Math.min(MAX_REBATE[productType], round2(base * (productType === 'LOTT' ? 1.3 : 1))),
    maxRebate: MAX_REBATE[productType],
  }));

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
