import { describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '@/config/outbound';
import type { StatusValue } from '@/contracts/system.contract';
import {
  alternativeDomains,
  domainListOf,
  rememberDomainList,
  rememberedDomainList,
} from './alternativeDomains';

const policy: OutboundPolicy = {
  siteOrigin: 'https://www.site.example',
  statusHosts: [],
  configuredHosts: [],
  allowHttpSelf: false,
};

describe("the routers' domain list and speed (spec 01 §3, spec 02 §3)", () => {
  it('offers the other https domains fastest first, without the current one, repeats or a wildcard', () => {
    const list = [
      { domain: 'https://slow.site.example', speed: 300 },
      { domain: 'https://www.site.example', speed: 1 },
      { domain: 'https://fast.site.example/', speed: 12 },
      { domain: 'https://nospeed.site.example' },
      { domain: 'https://fast.site.example', speed: 40 },
      { domain: 'https://*.site.example', speed: 2 },
      { domain: 'http://plain.site.example', speed: 3 },
      { domain: 'https://user:pw@evil.example', speed: 4 },
      { domain: 'javascript:alert(1)', speed: 5 },
    ];
    expect(alternativeDomains(list, policy)).toEqual([
      'https://fast.site.example/',
      'https://slow.site.example/',
      'https://nospeed.site.example/',
    ]);
  });

  it("reads the routers response's list, else the status's info.domainRoute", () => {
    const list = [{ domain: 'https://a.example', speed: 1 }];
    const status = { info: { domainRoute: { domainList: list } } } as unknown as StatusValue;
    expect(domainListOf({ domainList: list }, null)).toEqual(list);
    expect(domainListOf(null, status)).toEqual(list);
    expect(domainListOf(null, { info: { domainRoute: 'x' } } as unknown as StatusValue)).toBeNull();
  });

  it('keeps the last list for a later visit whose domain fails', () => {
    rememberDomainList([{ domain: 'https://a.example', speed: 7 }]);
    rememberDomainList([]);
    expect(rememberedDomainList()).toEqual([{ domain: 'https://a.example', speed: 7 }]);
  });
});
