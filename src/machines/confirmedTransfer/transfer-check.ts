import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { walletContract } from '@/contracts/wallet.contract';
import { findSubmittedRecord, type CheckOutcome, recordCheckQuery } from '../shared/reconcile';
import type { LostTransfer } from './confirmedTransfer.machine';

/**
 * A lost transfer's answer (ADR 033), for the upline's and a downline's alike: both leave the
 * sender's main wallet as a transfer out in the sender's account records (the report's type filter
 * `TRANSFER_OUT`). One of this amount since the submit, and after the page's previous transfer was
 * answered, is the one sent.
 */
export const createTransferOutCheck = ({ api }: ApiDeps) =>
  fromPromise<CheckOutcome<null>, LostTransfer>(async ({ input, signal }) => {
    const records = await api.call(
      walletContract.transactionRecords,
      {
        query: { ...recordCheckQuery(input.submittedAt), gameType: 'TRANSFER_OUT' },
      },
      { signal },
    );
    const row = findSubmittedRecord(records.list ?? [], {
      amount: input.request.amount,
      submittedAt: input.submittedAt,
      after: input.lastSentAt,
    });
    return row ? { found: true, result: null } : { found: false };
  });
