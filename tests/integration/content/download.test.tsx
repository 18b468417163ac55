/**
 * /down (spec 01 §2; ADR 011 for the links): the iOS and Android apps from the routers resources, each with
 * its QR code and a download link that passed the outbound check; nothing to offer is an empty state, not a
 * blank.
 */
import { configure, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '@mocks/node';
import { changeLanguage, initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

function renderDownload() {
  const location = memoryLocation({ path: '/down' });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

/** The page's region, named by its heading. */
const page = () => screen.findByRole('region', { name: /^(Download the app|Muat turun aplikasi|下载应用)$/ });

describe('/down', () => {
  it('shows both apps with a QR code each and a download link to the resource', async () => {
    renderDownload();
    const section = await page();
    expect(await within(section).findByRole('img', { name: 'QR code for the iOS app' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'QR code for the Android app' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      `${location.origin}/down/app-ios.html`,
    );
    expect(within(section).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      `${location.origin}/down/app-android.apk`,
    );
  });

  it('leaves out an app whose address the outbound check refuses, and says so when none is left', async () => {
    server.use(
      http.get('*/wps/system/domainRoute', () =>
        HttpResponse.json({
          success: true,
          value: {
            domainList: [],
            resources: [
              { resourceType: 'IOS', url: 'javascript:alert(1)', qrCodeUrl: null },
              { resourceType: 'ANDROID', url: 'https://evil.example/app.apk', qrCodeUrl: null },
            ],
          },
        }),
      ),
    );
    renderDownload();
    const section = await page();
    expect(
      await within(section).findByRole('heading', { name: 'No app to download yet' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Download for/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('is translated in MY and CN', async () => {
    await changeLanguage('MY');
    renderDownload();
    const section = await page();
    expect(
      await within(section).findByRole('link', { name: 'Muat turun untuk Android' }),
    ).toBeInTheDocument();
    await changeLanguage('CN');
    expect(await within(section).findByRole('link', { name: '下载 Android 版' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
