import { describe, expect, it } from 'vitest';
import { encryptCustomerServicePath } from '@/api/wire-crypto';
import type { CustomerServiceEntry } from '@/contracts/system.contract';
import { chatTypesFor, resolveCustomerServiceUrl } from './useCustomerService';

const entry = (type: number, path: string): CustomerServiceEntry => ({
  type,
  csType: type,
  path: encryptCustomerServicePath(path),
});
const live = entry(3, '/mock-chat/index.html?channel=live');
const vip = entry(4, '/mock-chat/index.html?channel=vip');

async function urlFor(entries: CustomerServiceEntry[], rankLevel: number | null) {
  const check = await resolveCustomerServiceUrl(entries, chatTypesFor(rankLevel));
  return check?.ok ? new URL(check.url).search : check;
}

describe('which customer service a member gets (spec 01 §9: VIP above rank level 4)', () => {
  it('sends rank 5 and above to VIP customer service', async () => {
    expect(await urlFor([live, vip], 5)).toBe('?channel=vip');
    expect(await urlFor([vip, live], 10)).toBe('?channel=vip');
  });

  it('keeps rank 4, lower ranks and visitors on live chat', async () => {
    expect(await urlFor([live, vip], 4)).toBe('?channel=live');
    expect(await urlFor([live, vip], 0)).toBe('?channel=live');
    expect(await urlFor([live, vip], null)).toBe('?channel=live');
  });

  it('falls back to live chat where the merchant has no VIP service', async () => {
    expect(await urlFor([live], 7)).toBe('?channel=live');
  });
});
