import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { server } from '@mocks/node';
import { implement, ok } from '@mocks/lib/handler';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import type { Announcement, Banner } from '@/contracts/home.contract';
import { initI18n } from '@/i18n';
import { sessionMachine, type StoredSession } from '@/machines/session/session.machine';
import { SafeHtml } from '@/ui/components/SafeHtml';
import { SessionContext } from '@/ui/hooks/useSession';
import { HelpCentre } from '@/ui/screens/help/HelpCentre';
import { BannerStripContainer } from '@/ui/screens/layout/banner/BannerStripContainer';
import NoticePage from '@/ui/screens/notice/NoticePage';
import { renderWithProviders } from '../../setup/render';
import { XSS_CORPUS } from './xss-corpus';
import { dangerousFindings, exercise, installXssProbe, sanitizedBody, type XssProbe } from './xss-harness';

/*
 * The corpus served by the mock backend (the real envelope, through the app's own API client) and
 * rendered by the real screens: notices, banners, help articles, and promotion texts (promotions
 * have no screen yet, so their `content` goes through SafeHtml as any promotion screen must).
 */

let probe: XssProbe;
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await initI18n('EN');
});
beforeEach(() => {
  probe = installXssProbe();
});
afterEach(() => probe.dispose());

const DAY = 86_400_000;
const window_ = { startDate: Date.now() - DAY, endDate: Date.now() + DAY };

function noticesOf() {
  return XSS_CORPUS.map((p, i) => ({
    id: i + 1,
    title: `Notice ${p.id}`,
    content: p.html,
    externalLink: null,
    announcementImages: [],
    category: 'PL',
    groupName: null,
    ...window_,
  }));
}

function serveAnnouncements(value: {
  banners?: Banner[];
  player?: Announcement[];
  promotion?: Announcement[];
}) {
  server.use(
    implement(contract.home.announcements, () =>
      ok({ banners: [], player: [], popup: [], promotion: [], ...value }),
    ),
  );
}

/** The sanitized body shown under `scope`, once SafeHtml has run. */
function shownHtml(scope: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => sanitizedBody(scope));
}

function expectNothingRan(out: HTMLElement, what: string) {
  exercise(out);
  expect({ what, calls: probe.calls }).toEqual({ what, calls: [] });
  expect({ what, findings: dangerousFindings(out) }).toEqual({ what, findings: [] });
}

/** A visitor's session (ADR 013: the bare machine's actors throw): no token stored, no 401 to hear. */
const visitorSession = sessionMachine.provide({
  actors: {
    readStoredSession: fromPromise<StoredSession>(async () => ({ hasToken: false })),
    watchExpiry: fromCallback(() => undefined),
  },
});

describe('XSS corpus through the screens, served by the mock backend', () => {
  it(
    `notices page: all ${XSS_CORPUS.length} payloads as notices run nothing`,
    { timeout: 90_000 },
    async () => {
      serveAnnouncements({ player: noticesOf() });
      renderWithProviders(
        <SessionContext.Provider logic={visitorSession}>
          <NoticePage />
        </SessionContext.Provider>,
        { route: '/noticePage' },
      );
      const page = await screen.findByTestId('notice-page');
      // Nine notices a page (spec 01 §2): each page's titles in turn, then the next page.
      for (let first = 0; first < XSS_CORPUS.length; first += 9) {
        if (first > 0) fireEvent.click(within(page).getByRole('button', { name: 'Next page' }));
        const list = await within(page).findByRole('list', { name: 'Announcement titles' });
        const payloads = XSS_CORPUS.slice(first, first + 9);
        await waitFor(() =>
          expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName(`Notice ${payloads[0]?.id}`),
        );
        const titles = within(list).getAllByRole('button');
        expect(titles.map((t) => t.textContent)).toEqual(payloads.map((p) => `Notice ${p.id}`));
        for (const [i, payload] of payloads.entries()) {
          fireEvent.click(titles[i] as HTMLElement);
          const article = within(page).getByRole('article');
          await waitFor(() =>
            expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
              `Notice ${payload.id}`,
            ),
          );
          expectNothingRan(await shownHtml(article), payload.id);
        }
      }
    },
  );

  const hostileBanners = [
    {
      id: 'js-image-js-link',
      url: "javascript:__xss('banner-url')",
      linkage: "javascript:__xss('banner-link')",
    },
    {
      id: 'data-image-data-link',
      url: "data:text/html,<script>__xss('banner-data')</script>",
      linkage: `data:text/html;base64,PHNjcmlwdD5fX3hzcygiZGF0YS1iNjQiKTwvc2NyaXB0Pg==`,
    },
    { id: 'vbscript', url: "vbscript:__xss('banner-vb')", linkage: "  JaVaScRiPt:__xss('banner-case')" },
    { id: 'unknown-host', url: 'https://tracker.example/b.png', linkage: '//evil.example/phish' },
  ];

  it.each(hostileBanners.map((b, i) => ({ ...b, title: XSS_CORPUS[i]?.html ?? '' })))(
    'banner $id: no script URL reaches the page and the banner is not a link',
    async ({ id, url, linkage, title }) => {
      serveAnnouncements({
        banners: [
          {
            id: 1,
            bannerId: 1,
            title,
            content: XSS_CORPUS[0]?.html,
            groupName: 'w_home',
            category: 'B',
            url,
            announcementImages: [{ sequence: 1, url, imageUrl: url }],
            linkageType: '3',
            linkage,
            externalLink: linkage,
            ...window_,
          },
        ],
      });
      const { container } = renderWithProviders(
        <SessionContext.Provider logic={visitorSession}>
          <BannerStripContainer />
        </SessionContext.Provider>,
        { route: '/' },
      );
      const strip = await screen.findByTestId('banner-strip');
      const img = within(strip).getByRole('img');
      // The title is text (an alt), never markup.
      expect(img).toHaveAttribute('alt', title);
      expect(within(strip).queryByRole('button')).toBeNull();
      if (!url.startsWith('https:')) expect(img.getAttribute('src')).not.toBe(url);
      expectNothingRan(container, id);
    },
  );

  it(
    `promotions: all ${XSS_CORPUS.length} payloads as promotion texts run nothing`,
    { timeout: 60_000 },
    async () => {
      server.use(
        implement(contract.promotions.merchantAvailable, () =>
          ok(
            XSS_CORPUS.map((p, i) => ({
              id: i + 1,
              title: p.id,
              content: p.html,
              category: 'deposit_promo',
              imageUrl: "javascript:__xss('promo-image')",
              status: 'Applying',
              ...window_,
            })),
          ),
        ),
      );
      const promotions = await api.call(contract.promotions.merchantAvailable, {});
      expect(promotions).toHaveLength(XSS_CORPUS.length);
      for (const promo of promotions) {
        const { container, unmount } = render(<SafeHtml html={promo.content} />);
        const out = await shownHtml(container);
        expectNothingRan(out, promo.title);
        unmount();
      }
    },
  );

  it(`promotion announcements (type PR): all ${XSS_CORPUS.length} payloads run nothing`, async () => {
    serveAnnouncements({
      promotion: XSS_CORPUS.map((p, i) => ({
        id: i + 1,
        title: p.id,
        content: p.html,
        category: 'other_promo',
        groupName: 'w_promotion',
        ...window_,
      })),
    });
    const value = await api.call(contract.home.announcements, {
      query: { types: 'PR', platform: 'W', execution: 'B' },
    });
    for (const promo of value.promotion) {
      const { container, unmount } = render(<SafeHtml html={promo.content} />);
      expectNothingRan(await shownHtml(container), promo.title);
      unmount();
    }
  });

  it(
    `help centre: all ${XSS_CORPUS.length} payloads as articles run nothing`,
    { timeout: 90_000 },
    async () => {
      server.use(
        implement(contract.system.helpCenter, () =>
          ok(XSS_CORPUS.map((p) => ({ title: `Help ${p.id}`, content: p.html, tag: p.id, display: true }))),
        ),
      );
      renderWithProviders(<HelpCentre />);
      const menu = await screen.findByRole('list', { name: 'Help topics' });
      const topics = within(menu).getAllByRole('button');
      expect(topics.map((t) => t.textContent)).toEqual(XSS_CORPUS.map((p) => `Help ${p.id}`));
      for (const [i, payload] of XSS_CORPUS.entries()) {
        fireEvent.click(topics[i] as HTMLElement);
        const article = within(screen.getByTestId('help-centre')).getByRole('article');
        await waitFor(() =>
          expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(`Help ${payload.id}`),
        );
        expectNothingRan(await shownHtml(article), payload.id);
      }
    },
  );
});
