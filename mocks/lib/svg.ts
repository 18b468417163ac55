/**
 * Local SVG images, so the mock never points the site at an external host: inline data URLs for the few
 * small pictures a response carries (avatars, the slider), raw SVG for the art it serves by address
 * (`art.ts`: games, vendors, rewards, banners and promotions).
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A banner: a deep gradient, soft light shapes and diagonal light bands, a title, a subtitle and a call-to-action
 * pill, as a promotion banner is laid out. Small (well under 2 kB) because it is the home page's largest paint.
 * Served by address (`art.ts`), as banner and promotion pictures are.
 */
export function bannerSvg(title: string, subtitle: string, hue: number, width = 1200, height = 360): string {
  const h2 = (hue + 50) % 360;
  const cx = width * 0.8;
  const cy = height * 0.5;
  const r = height * 0.42;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,26%)"/><stop offset="1" stop-color="hsl(${h2},75%,46%)"/>` +
    `</linearGradient><radialGradient id="o" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="hsl(${(hue + 180) % 360},95%,80%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 200) % 360},80%,50%)"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<path d="M${width * 0.45} ${height}L${width * 0.62} 0h${width * 0.06}L${width * 0.51} ${height}zM${width * 0.56} ${height}L${width * 0.73} 0h${width * 0.02}L${width * 0.58} ${height}z" fill="#fff" opacity=".08"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="#fff" opacity=".06"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#o)"/>` +
    `<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" r="${r * 0.28}" fill="#fff" opacity=".35"/>` +
    `<circle cx="${cx - r * 1.2}" cy="${cy + r * 0.7}" r="${r * 0.18}" fill="url(#o)" opacity=".8"/>` +
    `<text x="${width * 0.05}" y="${height * 0.44}" font-family="Arial,sans-serif" font-size="${Math.round(height / 6)}" font-weight="800" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="${width * 0.05}" y="${height * 0.6}" font-family="Arial,sans-serif" font-size="${Math.round(height / 14)}" fill="#fff" opacity=".85" letter-spacing="2">${escapeXml(subtitle)}</text>` +
    `<rect x="${width * 0.05}" y="${height * 0.68}" width="${height * 0.5}" height="${height * 0.13}" rx="${height * 0.065}" fill="hsl(45,95%,58%)"/>` +
    `<text x="${width * 0.05 + height * 0.25}" y="${height * 0.765}" text-anchor="middle" font-family="Arial,sans-serif" font-size="${Math.round(height / 15)}" font-weight="800" fill="hsl(30,80%,15%)">PLAY NOW</text>` +
    `</svg>`;
  return svg;
}

/** A points-shop reward tile: a coloured card, a light disc and the reward's name. */
export function rewardArtSvg(name: string, hue: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" rx="20" fill="hsl(${hue},55%,45%)"/>` +
    `<circle cx="100" cy="82" r="42" fill="rgba(255,255,255,.25)"/>` +
    `<text x="100" y="170" text-anchor="middle" font-family="Arial,sans-serif" font-size="18" fill="#fff">${escapeXml(name)}</text></svg>`
  );
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

/** A small deterministic generator per picture: the same name always draws the same art. */
function seeded(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) + 0x6d2b79f5;
    return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
  };
}

type Emblem = 'gem' | 'coin' | 'crown' | 'fish' | 'card' | 'flame' | 'flower' | 'star';

const EMBLEM_WORDS: [Emblem, RegExp][] = [
  ['fish', /fish|ocean|shark|mermaid|sea|kraken|reef|koi/i],
  [
    'card',
    /holdem|baccarat|blackjack|poker|niu|sic bo|pusoy|tongits|rummy|patti|bahar|fan tan|big two|sam loc|tien|pai gow|red dog|bull|flower|landlord|mahjong/i,
  ],
  ['gem', /gem|diamond|ruby|jade/i],
  ['crown', /royal|emperor|pharaoh|kingdom|empire|dynasty|palace|olympus|viking|samurai|aztec/i],
  ['flame', /dragon|phoenix|tiger|thunder|fever|blast|rush|wild|fire|neon|ninja/i],
  ['flower', /lotus|sakura|garden|candy|panda|jungle|safari|festival|party/i],
  ['coin', /fortune|gold|treasure|riches|jackpot|bonanza|lucky|mega|money/i],
];

function emblemFor(name: string): Emblem {
  return EMBLEM_WORDS.find(([, re]) => re.test(name))?.[0] ?? 'star';
}

/** Emblems drawn on a 240 grid around (120, 104), filled with the light tone `c` and outlined with `d`. */
function emblem(kind: Emblem, c: string, d: string): string {
  const stroke = `stroke="${d}" stroke-width="4" stroke-linejoin="round"`;
  switch (kind) {
    case 'gem':
      return (
        `<path d="M84 78h72l22 26-58 62-58-62z" fill="${c}" ${stroke}/>` +
        `<path d="M62 104h116M84 78l16 26 20 62 20-62 16-26M100 104l20-26 20 26" fill="none" ${stroke}/>`
      );
    case 'coin':
      return (
        `<circle cx="132" cy="116" r="44" fill="${d}"/><circle cx="112" cy="100" r="46" fill="${c}" ${stroke}/>` +
        `<circle cx="112" cy="100" r="32" fill="none" ${stroke} stroke-dasharray="6 6"/>` +
        `<path d="M112 78l7 14 15 2-11 10 3 15-14-7-14 7 3-15-11-10 15-2z" fill="${d}"/>`
      );
    case 'crown':
      return (
        `<path d="M70 150l-10-70 36 30 24-44 24 44 36-30-10 70z" fill="${c}" ${stroke}/>` +
        `<rect x="68" y="148" width="104" height="16" rx="4" fill="${d}"/>` +
        `<circle cx="120" cy="120" r="9" fill="${d}"/>`
      );
    case 'fish':
      return (
        `<path d="M60 104c24-40 84-44 112 0-28 44-88 40-112 0z" fill="${c}" ${stroke}/>` +
        `<path d="M170 104l26-26v52z" fill="${c}" ${stroke}/><circle cx="88" cy="98" r="6" fill="${d}"/>` +
        `<path d="M108 84c10 12 10 28 0 40" fill="none" ${stroke}/>` +
        `<circle cx="70" cy="58" r="6" fill="none" ${stroke}/><circle cx="56" cy="40" r="4" fill="none" ${stroke}/>`
      );
    case 'card':
      return (
        `<rect x="92" y="52" width="76" height="104" rx="10" fill="${d}" transform="rotate(12 130 104)"/>` +
        `<rect x="76" y="52" width="76" height="104" rx="10" fill="${c}" ${stroke} transform="rotate(-8 114 104)"/>` +
        `<path d="M114 76c-18 20-28 28-28 40a14 14 0 0 0 24 8l-4 14h16l-4-14a14 14 0 0 0 24-8c0-12-10-20-28-40z" fill="${d}" transform="rotate(-8 114 104)"/>`
      );
    case 'flame':
      return (
        `<path d="M120 40c8 30 44 44 44 84a44 44 0 0 1-88 0c0-22 14-30 18-48 8 14 12 20 20 22-6-22 0-42 6-58z" fill="${c}" ${stroke}/>` +
        `<path d="M120 98c4 16 22 22 22 42a22 22 0 0 1-44 0c0-12 8-18 10-28 6 6 8 8 12 8z" fill="${d}"/>`
      );
    case 'flower':
      return (
        [0, 72, 144, 216, 288]
          .map(
            (a) =>
              `<ellipse cx="120" cy="72" rx="20" ry="34" fill="${c}" ${stroke} transform="rotate(${a} 120 106)"/>`,
          )
          .join('') + `<circle cx="120" cy="106" r="16" fill="${d}"/>`
      );
    case 'star':
      return (
        `<path d="M120 44l18 38 42 5-31 29 8 42-37-21-37 21 8-42-31-29 42-5z" fill="${c}" ${stroke}/>` +
        `<circle cx="120" cy="104" r="12" fill="${d}"/>`
      );
  }
}

/** Wraps a title into at most two lines of about `width` characters. */
function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > 2)
    return [
      lines[0] ?? '',
      `${lines
        .slice(1)
        .join(' ')
        .slice(0, width - 1)}…`,
    ];
  return lines;
}

/**
 * Game cover art (240 × 240): a lit scene in the game's colours, light rays, sparkles, an emblem chosen from
 * the game's name (gems, coins, a crown, a fish, cards, a flame, a flower or a star), the title on a ribbon
 * and the vendor's tag. Deterministic per name, compact (about 2 kB).
 */
export function gameArtSvg(name: string, vendor: string, hue: number): string {
  const rnd = seeded(`${vendor}:${name}`);
  const h2 = (hue + 30 + Math.floor(rnd() * 60)) % 360;
  const light = `hsl(${(hue + 40) % 360},95%,72%)`;
  const deep = `hsl(${hue},70%,22%)`;
  const sparkles = Array.from({ length: 7 }, () => {
    const x = Math.round(16 + rnd() * 208);
    const y = Math.round(12 + rnd() * 140);
    const r = (1.5 + rnd() * 2.5).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 + rnd() * 8) * (Math.PI / 180);
    const x = Math.round(120 + Math.cos(a) * 240);
    const y = Math.round(104 + Math.sin(a) * 240);
    const b = a + 0.12;
    return `M120 104L${x} ${y}L${Math.round(120 + Math.cos(b) * 240)} ${Math.round(104 + Math.sin(b) * 240)}z`;
  }).join('');
  const lines = titleLines(name, 16);
  const size = lines.some((l) => l.length > 13) ? 17 : 20;
  const text = lines
    .map(
      (l, i) =>
        `<text x="120" y="${lines.length === 1 ? 208 : 198 + i * 22}" text-anchor="middle" font-family="Arial,sans-serif" ` +
        `font-weight="800" font-size="${size}" fill="#fff" stroke="${deep}" stroke-width="3" paint-order="stroke">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<defs><radialGradient id="b" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="hsl(${hue},85%,58%)"/>` +
    `<stop offset=".6" stop-color="hsl(${h2},70%,34%)"/><stop offset="1" stop-color="hsl(${h2},75%,16%)"/></radialGradient>` +
    `<linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}" stop-opacity="0"/>` +
    `<stop offset=".45" stop-color="${deep}" stop-opacity=".85"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<rect width="240" height="240" fill="url(#b)"/><path d="${rays}" fill="#fff" opacity=".07"/>` +
    `<circle cx="120" cy="104" r="64" fill="${light}" opacity=".25"/>${sparkles}` +
    emblem(emblemFor(name), light, deep) +
    `<rect y="160" width="240" height="80" fill="url(#r)"/>${text}` +
    `<rect x="10" y="10" width="${16 + vendor.length * 9}" height="22" rx="11" fill="${deep}" opacity=".8"/>` +
    `<text x="${18 + vendor.length * 4.5}" y="25" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" ` +
    `font-size="12" fill="#fff">${escapeXml(vendor)}</text></svg>`;
  return svg;
}

/**
 * A vendor logo: a geometric mark in the vendor's colour beside its code set as a wordmark, on a transparent
 * ground so it sits on either theme. `width` × `height` keeps the lanes' sizes (160 × 80, 64 × 64, 240 × 240).
 */
export function vendorLogoSvg(code: string, hue: number, width: number, height: number): string {
  const rnd = seeded(code);
  const label = code.replace(/^TCG_/, '').replace(/_/g, ' ');
  const c1 = `hsl(${hue},75%,52%)`;
  const c2 = `hsl(${(hue + 40) % 360},85%,62%)`;
  const marks = [
    `<circle cx="20" cy="20" r="17" fill="url(#m)"/><circle cx="20" cy="20" r="7" fill="#fff"/>`,
    `<path d="M20 2l17 10v16L20 38 3 28V12z" fill="url(#m)"/><path d="M20 12l8 5v8l-8 5-8-5v-8z" fill="#fff"/>`,
    `<rect x="3" y="3" width="34" height="34" rx="9" fill="url(#m)"/><path d="M12 26l8-14 8 14z" fill="#fff"/>`,
    `<path d="M20 2l5 13 14 1-11 9 4 14-12-8-12 8 4-14-11-9 14-1z" fill="url(#m)"/>`,
  ];
  const mark = marks[Math.floor(rnd() * marks.length)] ?? marks[0];
  const square = width / height < 1.6;
  // A square tile stacks the mark over the wordmark; a wide one sets them side by side.
  const layout = square
    ? {
        box: `0 0 60 60`,
        mark: `translate(11 0) scale(0.95)`,
        text: `<text x="30" y="56" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-style="italic" font-size="${label.length > 4 ? 11 : 15}" fill="${c1}" stroke="#fff" stroke-width="3" paint-order="stroke">${escapeXml(label)}</text>`,
      }
    : {
        box: `0 0 160 80`,
        mark: `translate(8 20)`,
        text: `<text x="${54 + (106 - 6) / 2}" y="49" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-style="italic" font-size="${Math.min(30, Math.round(180 / Math.max(label.length, 3)))}" letter-spacing="1" fill="${c1}" stroke="#fff" stroke-width="4" paint-order="stroke">${escapeXml(label)}</text>`,
      };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${layout.box}">` +
    `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c2}"/>` +
    `<stop offset="1" stop-color="${c1}"/></linearGradient></defs>` +
    `<g transform="${layout.mark}">${mark}</g>${layout.text}</svg>`;
  return svg;
}
