import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { decimalString } from '@/money/money';
import { moneyAmount } from './common';
import { responds } from './envelope';
import { meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/**
 * Responsible gambling: an extension of the wire protocol (ADR 043). The WPS maps have no such calls, so
 * the group is ours, in the same envelope and headers as every /wps call (wire protocol §1, §2), and the
 * site calls it only while `settings.responsibleGambling` is 'on'.
 */
const rg = () => meta({ modId: null, token: true, encrypted: false, source: 'extension' });

/** Limit periods: 24 hours, 7 days, 30 days (rolling windows). The session-time limit is per day (24h). */
export const rgPeriod = z.enum(['24h', '7d', '30d']);
export type RgPeriod = z.infer<typeof rgPeriod>;

/** Deposit and loss limits are money; the session limit is minutes, carried as a whole-number string. */
export const rgLimitKind = z.enum(['deposit', 'loss', 'session']);
export type RgLimitKind = z.infer<typeof rgLimitKind>;

/** An increase or a removal waiting out its 24 hours (null amount: the limit goes). */
export const rgPendingChange = z.object({ amount: decimalString.nullable(), effectiveAt: z.number() });
export type RgPendingChange = z.infer<typeof rgPendingChange>;

export const rgLimit = z
  .object({
    kind: rgLimitKind,
    period: rgPeriod,
    /** The limit in force now; null when none is set. */
    amount: decimalString.nullable(),
    /** Used in the current window (money or minutes), from the records. */
    used: decimalString,
    /** What is left (amount − used, never below 0); null without a limit. */
    remaining: decimalString.nullable(),
    pending: rgPendingChange.nullable(),
  })
  .passthrough();
export type RgLimit = z.infer<typeof rgLimit>;

export const rgLimitsValue = z.object({ limits: z.array(rgLimit) }).passthrough();
export type RgLimitsValue = z.infer<typeof rgLimitsValue>;

/** A new value for one limit; `amount: null` removes it. Minutes for the session limit. */
export const rgLimitBody = z.object({
  kind: rgLimitKind,
  period: rgPeriod,
  amount: moneyAmount.nullable(),
});
export type RgLimitBody = z.infer<typeof rgLimitBody>;

/** Time-out: 24 hours, 7 or 30 days. Self-exclusion: 6 months, 1 or 5 years. */
export const rgExclusionKind = z.enum(['timeout', 'selfExclusion']);
export type RgExclusionKind = z.infer<typeof rgExclusionKind>;
export const rgExclusionDuration = z.enum(['24h', '7d', '30d', '6m', '1y', '5y']);
export type RgExclusionDuration = z.infer<typeof rgExclusionDuration>;

export const rgExclusionBody = z.object({ kind: rgExclusionKind, duration: rgExclusionDuration });
export type RgExclusionBody = z.infer<typeof rgExclusionBody>;

export const rgExclusionValue = z
  .object({ kind: rgExclusionKind.nullable(), until: z.number().nullable() })
  .passthrough();
export type RgExclusionValue = z.infer<typeof rgExclusionValue>;

/** Reality-check intervals in minutes; 0 is off (UKGC RTS 13). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const realityCheckMinutes = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);

/**
 * The session the reality check reports: since login (epoch ms), staked, won, net (won − staked), and
 * the player's reality-check interval (minutes, 0 = off; null = never chosen: the merchant's default).
 */
export const rgSessionValue = z
  .object({
    since: z.number(),
    staked: decimalString,
    won: decimalString,
    net: decimalString,
    realityCheck: realityCheckMinutes.nullable().optional(),
  })
  .passthrough();
export type RgSessionValue = z.infer<typeof rgSessionValue>;

/** The player's reality-check interval, kept by the backend so it follows them to every device. */
export const rgSessionBody = z.object({ realityCheck: realityCheckMinutes });
export type RgSessionBody = z.infer<typeof rgSessionBody>;

/** Message codes the extension answers with (the mock enforces them; the site translates them). */
export const RG_ERROR_CODES = {
  /** A deposit over what a deposit limit leaves. */
  depositLimit: 'RG_DEPOSIT_LIMIT_EXCEEDED',
  /** Login, launch, deposit or claim during a time-out; `value.until` is its end (epoch ms). */
  timeout: 'RG_TIMEOUT_ACTIVE',
  /** The same during a self-exclusion. */
  selfExcluded: 'RG_SELF_EXCLUDED',
  /** An exclusion cannot be shortened or replaced by a shorter one from the site. */
  exclusionActive: 'RG_EXCLUSION_ACTIVE',
  /** A real-money launch once a loss limit is used up. */
  lossLimit: 'RG_LOSS_LIMIT_REACHED',
  /** A real-money launch once the daily session-time limit is used up. */
  sessionLimit: 'RG_SESSION_LIMIT_REACHED',
} as const;

export const responsibleGamblingContract = c.router(
  {
    limits: {
      method: 'GET',
      path: '/wps/rg/limits',
      responses: responds(rgLimitsValue),
      summary:
        'Extension: deposit, loss and session-time limits with what is used and left, and pending changes',
      metadata: rg(),
    },
    setLimit: {
      method: 'POST',
      path: '/wps/rg/limits',
      body: rgLimitBody,
      responses: responds(rgLimitsValue),
      summary: 'Extension: set one limit; a decrease applies at once, an increase or removal after 24 hours',
      metadata: rg(),
    },
    exclusion: {
      method: 'GET',
      path: '/wps/rg/exclusion',
      responses: responds(rgExclusionValue),
      summary: 'Extension: the running time-out or self-exclusion and its end',
      metadata: rg(),
    },
    exclude: {
      method: 'POST',
      path: '/wps/rg/exclusion',
      body: rgExclusionBody,
      responses: responds(rgExclusionValue),
      summary: 'Extension: start a time-out or self-exclusion; the session ends',
      metadata: rg(),
    },
    session: {
      method: 'GET',
      path: '/wps/rg/session',
      responses: responds(rgSessionValue),
      summary: 'Extension: session figures for the reality check (since login, staked, won, net)',
      metadata: rg(),
    },
    setRealityCheck: {
      method: 'POST',
      path: '/wps/rg/session',
      body: rgSessionBody,
      responses: responds(rgSessionValue),
      summary: 'Extension: the reality-check interval (0, 15, 30 or 60 minutes; 0 = off)',
      metadata: rg(),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('responsibleGambling', responsibleGamblingContract);
