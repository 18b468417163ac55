/**
 * The routers' domain list and speed (spec 01 §3, spec 02 §3; alternativeDomains.ts): the boot-failure
 * screen offers the site's other domains, fastest first, from the list the mock's routers answer.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { domainList } from '@mocks/seed/reference';
import { api } from '@/api/instance';
import { initI18n } from '@/i18n';
import { alternativeDomains, rememberedDomainList } from '@/machines/systemStatus/alternativeDomains';
import { loadSystemData } from '@/machines/systemStatus/systemStatus.actors';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { StatusGate } from '@/ui/screens/status/StatusGate';
import { renderWithProviders } from '../../setup/render';

beforeAll(async () => {
  await initI18n('EN');
});

describe('the other addresses of a failed site', () => {
  it("keeps the mock's domain list from the boot, and offers none of its plain-http entries", async () => {
    await loadSystemData(api);
    expect(rememberedDomainList()).toEqual(domainList);
    // Every seed entry is http on another origin than this page's: the outbound check refuses them.
    expect(alternativeDomains(rememberedDomainList())).toEqual([]);
  });

  it('when the status fails, the failure screen links the listed domains by speed', async () => {
    server.use(
      http.get('*/wps/system/status', () => new HttpResponse(null, { status: 500 })),
      http.get('*/wps/system/domainRoute', () =>
        HttpResponse.json({
          success: true,
          value: {
            domainList: [
              { domain: 'https://b.site.example', speed: 90 },
              { domain: 'https://a.site.example', speed: 15 },
              { domain: 'http://plain.site.example', speed: 1 },
            ],
            resources: [],
          },
        }),
      ),
    );
    renderWithProviders(
      <AppProviders queryClient={createQueryClient({ test: true })}>
        <StatusGate>
          <p>site</p>
        </StatusGate>
      </AppProviders>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Try our other address' }, { timeout: 15000 });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['a.site.example', 'b.site.example']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://a.site.example/',
      'https://b.site.example/',
    ]);
  });
});
