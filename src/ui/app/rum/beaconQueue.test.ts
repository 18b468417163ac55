import { describe, expect, it, vi } from 'vitest';
import { RUM_MAX_BATCH, rumBatch, type RumRecord } from '@/contracts/rum';
import { createBeaconQueue, flushWhenHidden, type SendBeacon } from './beaconQueue';

const record = (value: number): RumRecord => ({
  metric: 'LCP',
  value,
  rating: 'good',
  route: '/',
  navigationType: 'navigate',
  language: 'EN',
});

const beacon = () => vi.fn<SendBeacon>(() => true);

async function sentBatches(send: ReturnType<typeof beacon>) {
  return Promise.all(send.mock.calls.map(async ([, body]) => rumBatch.parse(JSON.parse(await body.text()))));
}

describe('createBeaconQueue', () => {
  it('sends nothing until flushed, then one text/plain beacon with every queued record', async () => {
    const send = beacon();
    const queue = createBeaconQueue('/rum', send);
    queue.add(record(1));
    queue.add(record(2));
    expect(send).not.toHaveBeenCalled();
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('/rum');
    expect(send.mock.calls[0]?.[1].type).toBe('text/plain;charset=utf-8');
    expect((await sentBatches(send))[0]?.records.map((r) => ('value' in r ? r.value : null))).toEqual([1, 2]);
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a full batch at once, so no beacon is over the collector limit', async () => {
    const send = beacon();
    const queue = createBeaconQueue('/rum', send);
    for (let i = 0; i < RUM_MAX_BATCH; i += 1) queue.add(record(i));
    expect(send).toHaveBeenCalledTimes(1);
    expect((await sentBatches(send))[0]?.records).toHaveLength(RUM_MAX_BATCH);
  });

  it('flushes when the page is hidden', () => {
    const send = beacon();
    const queue = createBeaconQueue('/rum', send);
    flushWhenHidden(queue);
    queue.add(record(3));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
