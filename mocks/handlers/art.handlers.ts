import { http, HttpResponse } from 'msw';
import { ART_PREFIX, drawArt } from '../lib/art';

/**
 * The mock's image CDN: pictures are drawn from their address, so a year's cache is honest (the same address
 * always draws the same picture), as it is for a real CDN's content-named files.
 */
export const artHandlers = [
  http.get(`*${ART_PREFIX}:file`, ({ request }) => {
    const svg = drawArt(new URL(request.url));
    if (svg === null) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];
