/** Local SVG images as data URLs, so the mock never points the site at an external host. */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A banner-like picture: gradient background, a title and a subtitle. */
export function bannerSvg(title: string, subtitle: string, hue: number, width = 1200, height = 360): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,55%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.36}" fill="hsla(${(hue + 180) % 360},80%,70%,0.35)"/>` +
    `<text x="60" y="${height * 0.48}" font-family="sans-serif" font-size="${Math.round(height / 6)}" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="60" y="${height * 0.68}" font-family="sans-serif" font-size="${Math.round(height / 12)}" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>` +
    `</svg>`;
  return svgDataUrl(svg);
}

/** A round avatar or icon with initials. */
export function initialsSvg(text: string, hue: number, size = 96): string {
  const initials = escapeXml(text.slice(0, 2).toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="hsl(${hue},55%,50%)"/>` +
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${size * 0.4}" fill="#fff">${initials}</text>` +
    `</svg>`;
  return svgDataUrl(svg);
}

/** Slider-puzzle background: a landscape with a notch cut at (x, y). */
export function sliderSvg(
  width: number,
  height: number,
  x: number,
  y: number,
  piece: number,
  hue: number,
): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},45%,70%)"/>` +
    `<path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="hsl(${(hue + 90) % 360},40%,40%)"/>` +
    `<circle cx="${width * 0.15}" cy="${height * 0.22}" r="${height * 0.1}" fill="#fff6c0"/>` +
    `<rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="2"/>` +
    `</svg>`;
  return svgDataUrl(svg);
}
