/**
 * The shell's own outbound links (ADR 011, 037): the right bar's social channels, the footer's app QR
 * codes and the header's app menu take their addresses from the routers resources, and show only what
 * passes `checkOutboundUrl`: no plain http, no foreign or look-alike host, no `javascript:`.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { initI18n } from '@/i18n';
import type { Resource } from '@/contracts/system.contract';
import { outboundResourceUrl } from '@/ui/screens/layout/resources';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

function serveResources(resources: Resource[]) {
  const answer = () => HttpResponse.json({ success: true, value: { domainList: [], resources } });
  server.use(http.get('*/wps/system/domainRoute', answer));
}

async function openShortcuts() {
  await userEvent.click(await screen.findByRole('button', { name: 'Shortcuts' }));
  return screen.getByRole('complementary', { name: 'Shortcuts' });
}

describe('outbound links of the shell', () => {
  it('the right bar leaves out every social link the outbound check refuses', async () => {
    serveResources([
      { resourceType: 'FACEBOOK', url: 'http://www.facebook.com/site', qrCodeUrl: null },
      { resourceType: 'TELEGRAM', url: 'javascript:alert(1)', qrCodeUrl: null },
      { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com.evil.example/', qrCodeUrl: null },
      { resourceType: 'YOUTUBE', url: '//evil.example/watch', qrCodeUrl: null },
      { resourceType: 'LINE', url: '/help', qrCodeUrl: null },
    ]);
    renderSite('/');
    const bar = await openShortcuts();
    expect(await within(bar).findByRole('link', { name: 'Line' })).toHaveAttribute(
      'href',
      `${location.origin}/help`,
    );
    for (const name of ['Facebook', 'Telegram', 'Instagram', 'YouTube'])
      expect(within(bar).queryByRole('link', { name })).toBeNull();
  });

  it('the footer shows a QR code only for an app address that passes, and the header falls back to /down', async () => {
    serveResources([
      { resourceType: 'IOS', url: '/down/app-ios.html', qrCodeUrl: 'https://apps.evil.example/ios' },
      { resourceType: 'ANDROID', url: '/down/app-android.apk', qrCodeUrl: '/down' },
    ]);
    renderSite('/');
    // The boot shell has an empty footer landmark of its own (ADR 044): the real one replaces it.
    const apps = await screen.findByRole('region', { name: 'Mobile apps' });
    expect(screen.getByRole('contentinfo')).toContainElement(apps);
    expect(within(apps).getByRole('img', { name: 'Android app' })).toHaveAttribute(
      'data-value',
      `${location.origin}/down`,
    );
    expect(within(apps).queryByRole('img', { name: 'iOS app' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'App' }));
    expect(await screen.findByRole('img', { name: 'Scan to download the app' })).toHaveAttribute(
      'data-value',
      `${location.origin}/down`,
    );
  });
});

describe('outboundResourceUrl', () => {
  const policy = {
    siteOrigin: 'https://site.example',
    statusHosts: [],
    configuredHosts: ['www.facebook.com', '*.t.me'],
    allowHttpSelf: false,
  };
  it('passes the site and the configured hosts over https, absolute', () => {
    expect(outboundResourceUrl('/down', policy)).toBe('https://site.example/down');
    expect(outboundResourceUrl('https://www.facebook.com/site', policy)).toBe(
      'https://www.facebook.com/site',
    );
    expect(outboundResourceUrl('https://chan.t.me/x', policy)).toBe('https://chan.t.me/x');
  });
  it('refuses plain http, other hosts and ports, look-alikes and scripts', () => {
    for (const bad of [
      'http://www.facebook.com/site',
      'http://site.example/down',
      'https://facebook.com/site',
      'https://www.facebook.com:8443/site',
      'https://t.me/x',
      'https://www.facebook.com.evil.example/',
      'https://www.facebook.com@evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(outboundResourceUrl(bad, policy)).toBeNull();
  });
});
