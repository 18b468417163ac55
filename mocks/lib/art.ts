import { bannerSvg, gameArtSvg, rewardArtSvg, vendorLogoSvg } from './svg';

/**
 * Game, vendor, reward, banner and promotion pictures served by address, as a real WPS backend's image CDN serves them: a list
 * response carries short paths, and the browser fetches each picture when the card nears the screen. Inline
 * data URLs made every list response several times larger (zod, session storage and JSON all paid for it),
 * and the browser built each SVG document synchronously in the commit that set the picture (ADR 020).
 *
 * The address carries everything the picture is drawn from, so the server keeps no state for it and the
 * browser worker, msw/node and the HTTP server answer it alike.
 */
export const ART_PREFIX = '/mock-art/';

const MAX_TEXT = 80;

const address = (file: string, params: Record<string, string | number>): string =>
  `${ART_PREFIX}${file}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

export const gameArtUrl = (name: string, vendor: string, hue: number): string =>
  address('game.svg', { name, vendor, hue });

export const vendorLogoUrl = (code: string, hue: number, width: number, height: number): string =>
  address('vendor.svg', { code, hue, w: width, h: height });

export const rewardArtUrl = (name: string, hue: number): string => address('reward.svg', { name, hue });

/** A banner or promotion picture: the announcements answer carries dozens, each a large drawing. */
export const bannerArtUrl = (
  title: string,
  subtitle: string,
  hue: number,
  width = 1200,
  height = 360,
): string => address('banner.svg', { title, sub: subtitle, hue, w: width, h: height });

function text(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value && value.length <= MAX_TEXT ? value : null;
}

function int(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** The SVG an art address stands for, or null for an address the mock never hands out. */
export function drawArt(url: URL): string | null {
  if (!url.pathname.startsWith(ART_PREFIX)) return null;
  const file = url.pathname.slice(ART_PREFIX.length);
  const p = url.searchParams;
  const hue = int(p, 'hue', 0, 359);
  if (hue === null) return null;
  if (file === 'game.svg') {
    const name = text(p, 'name');
    const vendor = text(p, 'vendor');
    return name && vendor ? gameArtSvg(name, vendor, hue) : null;
  }
  if (file === 'vendor.svg') {
    const code = text(p, 'code');
    const width = int(p, 'w', 16, 480);
    const height = int(p, 'h', 16, 480);
    return code && width && height ? vendorLogoSvg(code, hue, width, height) : null;
  }
  if (file === 'reward.svg') {
    const name = text(p, 'name');
    return name ? rewardArtSvg(name, hue) : null;
  }
  if (file === 'banner.svg') {
    const title = text(p, 'title');
    const subtitle = text(p, 'sub');
    const width = int(p, 'w', 100, 2400);
    const height = int(p, 'h', 50, 1200);
    return title && subtitle && width && height ? bannerSvg(title, subtitle, hue, width, height) : null;
  }
  return null;
}
