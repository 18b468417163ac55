/**
 * Server HTML keeps pictures from the status response's image CDNs (spec 02 §7; ADR 012):
 * they are the site's own image servers, while any other remote picture is a tracking pixel and
 * goes. Through the real notice page, with the status and the notices served by the MSW mock.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '@mocks/node';
import { implement, ok } from '@mocks/lib/handler';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import { api } from '@/api/instance';
import { loadSystemData } from '@/machines/systemStatus/systemStatus.actors';
import { systemStatusMachine, type SystemData } from '@/machines/systemStatus/systemStatus.machine';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { allowSlowScreens } from '../../support/steps';
import { sanitizedBody } from './xss-harness';

const CDN = 'https://img.cdn.example';

beforeAll(async () => {
  allowSlowScreens();
  await initI18n('EN');
});

/** The mock's own status answer, with `imageCDNs` as a real deployment sends them (absolute hosts). */
const systemWithImageCdns = (imageCDNs: string[]) =>
  systemStatusMachine.provide({
    actors: {
      loadSystem: fromPromise<SystemData>(async () => {
        const data = await loadSystemData(api);
        return { ...data, status: { ...data.status, info: { ...data.status.info, imageCDNs } } };
      }),
    },
  });

function serveNotice(content: string) {
  const day = 86_400_000;
  server.use(
    implement(contract.home.announcements, () =>
      ok({
        banners: [],
        popup: [],
        promotion: [],
        player: [
          {
            id: 1,
            title: 'Weekly bonus',
            content,
            externalLink: null,
            announcementImages: [],
            category: 'PL',
            groupName: null,
            startDate: Date.now() - day,
            endDate: Date.now() + day,
          },
        ],
      }),
    ),
  );
}

describe('pictures in notice HTML', () => {
  it("keep the status response's image CDNs and drop every other remote picture", async () => {
    serveNotice(
      `<p>Weekly bonus</p><img alt="from the CDN" src="${CDN}/promo/week.png">` +
        '<img alt="tracker" src="https://tracker.example/p.gif?u=7">' +
        '<img alt="look-alike" src="https://img.cdn.example.evil.example/p.gif">',
    );
    const location = memoryLocation({ path: '/noticePage', record: true });
    render(
      <App
        routerHook={location.hook}
        searchHook={location.searchHook}
        queryClient={createQueryClient({ test: true })}
        systemLogic={systemWithImageCdns([`${CDN}/`])}
      />,
    );
    const article = await screen.findByRole('article', {}, { timeout: 20_000 });
    const body = await waitFor(() => sanitizedBody(article));
    expect(body).toHaveTextContent('Weekly bonus');
    const pictures = within(body).queryAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(['from the CDN']);
    expect(pictures[0]).toHaveAttribute('src', `${CDN}/promo/week.png`);
    expect(pictures[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
  }, 45_000);
});
