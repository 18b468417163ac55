import { fromPromise } from 'xstate';
import { findExtension } from '@/api/extensions';
import type { ApiClient } from '@/api/types';
import { contract } from '@/contracts';
import { depositInfo, type DepositChannel, type DepositSettings } from '@/contracts/wallet.contract';
import { loadRgLimits } from '../rgLimits/rgLimits.actors';
import type { ApiDeps } from '../shared/deps';
import { compare, toDecimal, type DecimalString } from '@/money/money';
import { findSubmittedRecord, type CheckOutcome, recordCheckQuery, recordIdOf } from '../shared/reconcile';
import type {
  DepositLimitLeft,
  DepositRequest,
  DepositResult,
  DepositSetup,
  LostDeposit,
  ReceivingAccount,
} from './deposit.machine';

/** The merchant's channel names → the deposit call's channel (legacy /deposit/{pg,mt,ma,qr}). */
const CHANNELS: Readonly<Record<string, DepositChannel>> = {
  BANK_TRANSFER: 'mt',
  ONLINE_BANKING: 'pg',
  E_WALLET: 'ma',
  QR: 'qr',
};

const DEFAULT_QUICK_AMOUNTS: readonly DecimalString[] = ['100', '200', '500', '1000', '5000', '10000'];

function methodsOf(names: readonly string[] | null | undefined): DepositChannel[] {
  const methods: DepositChannel[] = [];
  for (const name of names ?? []) {
    const channel = CHANNELS[name.toUpperCase()];
    if (channel && !methods.includes(channel)) methods.push(channel);
  }
  // A merchant that lists nothing still takes a manual bank transfer (the legacy default).
  return methods.length > 0 ? methods : ['mt'];
}

function quickAmountsOf(
  raw: ReadonlyArray<number | string> | null | undefined,
  minimum: DecimalString | null,
  maximum: DecimalString | null,
): DecimalString[] {
  const amounts = raw && raw.length > 0 ? raw.map((v) => toDecimal(v)) : DEFAULT_QUICK_AMOUNTS;
  return amounts.filter(
    (a): a is DecimalString =>
      a !== null &&
      (minimum === null || compare(a, minimum) >= 0) &&
      (maximum === null || compare(a, maximum) <= 0),
  );
}

/**
 * What each deposit limit leaves (ADR 043), only where the extension is on or found (ADR 050). A failed read leaves the
 * page without the figures, not without deposits: the backend refuses an amount over a limit anyway.
 */
async function depositLimitsLeft(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<DepositLimitLeft[] | undefined> {
  // Only a backend known to lack it skips the figures; one not known yet is asked (ADR 050).
  if ((await findExtension('responsibleGambling', api)) === 'absent') return undefined;
  try {
    const limits = await loadRgLimits(api, signal);
    return limits.flatMap((l) =>
      l.kind === 'deposit' && l.remaining !== null ? [{ period: l.period, remaining: l.remaining }] : [],
    );
  } catch {
    return undefined;
  }
}

async function loadDepositSetup(api: ApiClient, signal?: AbortSignal): Promise<DepositSetup> {
  const [merchant, limitsLeft] = await Promise.all([
    api.call(contract.wallet.depositSettings, {}, { signal }),
    depositLimitsLeft(api, signal),
  ]);
  const setup = depositSetupOf(merchant);
  return limitsLeft && limitsLeft.length > 0 ? { ...setup, limitsLeft } : setup;
}

function depositSetupOf(settings: DepositSettings): DepositSetup {
  const parsed = depositInfo.safeParse(settings.depositInfo);
  const info = parsed.success ? parsed.data : null;
  const minimum = toDecimal(info?.minimumAmount);
  const maximum = toDecimal(info?.maximumAmount);
  const account: ReceivingAccount | null = info?.receivingAccount ?? null;
  return {
    allowed: settings.allowDeposit === 'Y',
    minimum,
    maximum,
    methods: methodsOf(info?.channels),
    receivingAccount: account,
    quickAmounts: quickAmountsOf(info?.quickAmounts, minimum, maximum),
  };
}

/** The deposit calls on the client the caller passes (ADR 013: actors are a factory). */
export function createDepositActors({ api }: ApiDeps) {
  return {
    loadDepositSetup: fromPromise<DepositSetup>(({ signal }) => loadDepositSetup(api, signal)),
    submitDeposit: fromPromise<DepositResult, DepositRequest>(async ({ input, signal }) => {
      const value = await api.call(
        contract.wallet.deposit,
        {
          params: { channel: input.channel },
          body: {
            amount: input.amount,
            ...(input.promotionId ? { promotionId: input.promotionId } : {}),
          },
        },
        { signal },
      );
      return {
        transactionId:
          value.transactionId === null || value.transactionId === undefined
            ? null
            : String(value.transactionId),
        redirectUrl: value.redirectUrl ?? null,
        qrCode: value.qrCode ?? null,
      };
    }),
    /**
     * A lost deposit's answer, read from the backend's deposit records (ADR 033): a new one of this
     * amount since the submit is the one sent. Its pay step (a gateway address, a QR code) is not in
     * the records: the result shows the pending deposit, and the records page carries it on.
     */
    checkDeposit: fromPromise<CheckOutcome<DepositResult>, LostDeposit>(async ({ input, signal }) => {
      const records = await api.call(
        contract.wallet.depositRecords,
        { query: recordCheckQuery(input.submittedAt) },
        { signal },
      );
      const row = findSubmittedRecord(records.list ?? [], {
        amount: input.request.amount,
        submittedAt: input.submittedAt,
        knownIds: input.knownIds,
      });
      if (!row) return { found: false };
      return { found: true, result: { transactionId: recordIdOf(row), redirectUrl: null, qrCode: null } };
    }),
  };
}
