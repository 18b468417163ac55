import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../../tests/setup/console';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { HELD_LIMIT, onSchemaDrift, reportSchemaFailure, resetSchemaDrift } from '@/api/schema-drift';
import { memberContract } from '@/contracts/member.contract';
import { registrationContract } from '@/contracts/registration.contract';
import { rumBatch } from '@/contracts/rum';
import { systemContract } from '@/contracts/system.contract';
import { createBeaconQueue, type SendBeacon } from './beaconQueue';
import { reportSchemaDrift } from './drift';

/** What a player's answers held: none of it may leave the page. */
const PERSONAL = ['player01', 'Ali bin Abu', '0133671****', '203.0.113.9', 'tok-4f9a77', '88000.55'];

/** Answers that leave their contracts, every wrong field holding something personal. */
const ANSWERS: Record<string, unknown> = {
  '/wps/member/info': {
    success: true,
    value: {
      id: 7,
      account: 88000.55,
      nickname: ['Ali bin Abu'],
      type: 1,
      mobile: { masked: '0133671****' },
    },
  },
  '/wps/system/status': {
    success: true,
    value: {
      info: { customerService: [{ path: { token: 'tok-4f9a77' } }] },
      location: { ip: ['203.0.113.9'] },
    },
  },
  '/wps/system/setting/register': { success: true, value: { player01: { minLength: 'player01' } } },
};

function backend(): typeof fetch {
  return (input) => {
    const path = new URL(String(input)).pathname;
    return Promise.resolve(
      new Response(JSON.stringify(ANSWERS[path]), { headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

const client = () =>
  createApiClient({
    baseUrl: 'http://wps.test',
    merchant: 'demo01a',
    fetch: backend(),
    getToken: () => 'tok-4f9a77',
    onSchemaFailure: reportSchemaFailure,
  });

async function sentBody(send: ReturnType<typeof vi.fn<SendBeacon>>): Promise<string> {
  const bodies = await Promise.all(send.mock.calls.map(([, body]) => body.text()));
  return bodies.join('\n');
}

beforeEach(() => resetSchemaDrift());

describe('schema drift in the field report', () => {
  it('beacons the route id and the issue paths, never a value of the answer', async () => {
    const api = client();
    // The boot's answers fail before the report listens: they are held until it does.
    await expect(api.call(systemContract.status, {})).rejects.toBeInstanceOf(ApiError);
    const send = vi.fn<SendBeacon>(() => true);
    const queue = createBeaconQueue('/rum', send);
    reportSchemaDrift(queue);
    await expect(api.call(memberContract.info, {})).rejects.toBeInstanceOf(ApiError);
    await expect(api.call(registrationContract.settings, {})).rejects.toBeInstanceOf(ApiError);
    queue.flush();

    const body = await sentBody(send);
    expect(rumBatch.parse(JSON.parse(body)).records).toEqual([
      {
        kind: 'schemaDrift',
        routeId: 'system.status',
        issues: ['value.info.customerService[].path', 'value.location.ip'],
      },
      {
        kind: 'schemaDrift',
        routeId: 'member.info',
        issues: ['value.account', 'value.nickname', 'value.mobile'],
      },
      { kind: 'schemaDrift', routeId: 'registration.settings', issues: ['value.*.minLength'] },
    ]);
    for (const value of PERSONAL) expect(body).not.toContain(value);
  });

  it('reports a failure once per page however often the route is asked', async () => {
    const send = vi.fn<SendBeacon>(() => true);
    const queue = createBeaconQueue('/rum', send);
    reportSchemaDrift(queue);
    const api = client();
    for (let i = 0; i < 3; i += 1) await api.call(systemContract.status, {}).catch(() => undefined);
    queue.flush();
    expect(rumBatch.parse(JSON.parse(await sentBody(send))).records).toHaveLength(1);
  });

  it('holds a bounded number of failures while nobody listens', async () => {
    const api = client();
    for (let i = 0; i < HELD_LIMIT + 5; i += 1)
      await api.call(systemContract.status, {}).catch(() => undefined);
    const heard: string[] = [];
    onSchemaDrift((drift) => heard.push(drift.routeId));
    expect(heard).toHaveLength(HELD_LIMIT);
  });

  it('leaves the failure the player sees as it was, even when the report breaks', async () => {
    expectConsole('warn', /schema drift listener failed/);
    onSchemaDrift(() => {
      throw new Error('collector gone');
    });
    const error: unknown = await client()
      .call(systemContract.status, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'schema',
      messageKey: 'errors:system',
      routeKey: 'GET /wps/system/status',
    });
  });
});
