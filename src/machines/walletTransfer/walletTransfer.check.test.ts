import { describe, expect, it } from 'vitest';
import { recallLanded, transferRecordKind, walletsMovedSince } from './walletTransfer.check';
import type { WalletView } from './walletTransfer.machine';

const wallet = (id: string, balance: string, locked = false): WalletView => ({
  id,
  name: id,
  balance,
  locked,
});
const held = [wallet('2', '1000.10'), wallet('1', '50.25'), wallet('3', '20', true), wallet('4', '0')];
const now = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('a lost transfer, told from the backend (ADR 033)', () => {
  it('files a transfer under the main wallet’s side of the account records', () => {
    expect(transferRecordKind('2')).toBe('TRANSFER_OUT');
    expect(transferRecordKind('1')).toBe('TRANSFER_IN');
  });

  it('sees the transfer’s wallets moved only when a balance differs from what the form held', () => {
    expect(walletsMovedSince(held, now({ '2': '1000.1', '1': '50.250' }), ['2', '1'])).toBe(false);
    expect(walletsMovedSince(held, now({ '2': '900.10', '1': '150.25' }), ['2', '1'])).toBe(true);
    // Another wallet's change is not this transfer's.
    expect(walletsMovedSince(held, now({ '2': '1000.10', '1': '50.25', '4': '9' }), ['2', '1'])).toBe(false);
    // A wallet the backend no longer lists tells nothing.
    expect(walletsMovedSince(held, now({}), ['2', '1'])).toBe(false);
  });

  it('finds a recall when every recallable wallet is empty and the main wallet grew', () => {
    // The locked wallet (3) is not recalled and keeps its balance.
    expect(recallLanded(held, now({ '2': '1050.35', '1': '0', '3': '20', '4': '0' }))).toBe(true);
    // The game wallet won before the recall: main grew by more than the form held.
    expect(recallLanded(held, now({ '2': '1080.10', '1': '0.00', '3': '20', '4': '0' }))).toBe(true);
  });

  it('does not find a recall that left money behind, or wallets emptied by play alone', () => {
    expect(recallLanded(held, now({ '2': '1000.10', '1': '50.25', '3': '20', '4': '0' }))).toBe(false);
    expect(recallLanded(held, now({ '2': '1000.10', '1': '0', '3': '20', '4': '0' }))).toBe(false);
    expect(recallLanded(held, now({ '2': '1050.35', '3': '20', '4': '0' }))).toBe(false);
  });

  it('has nothing to find when nothing was recallable', () => {
    const empty = [wallet('2', '10'), wallet('1', '0')];
    expect(recallLanded(empty, now({ '2': '10', '1': '0' }))).toBe(false);
  });
});
