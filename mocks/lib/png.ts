/**
 * A tiny PNG encoder for the captcha image: 8-bit grayscale, zlib "stored" (uncompressed)
 * blocks, digits drawn from a 5x7 bitmap font. No canvas, no dependency, same bytes in node and
 * the browser.
 */

const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typeBytes = [...type].map((ch) => ch.charCodeAt(0));
  const body = new Uint8Array([...typeBytes, ...data]);
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const max = 65535;
  for (let offset = 0; offset < raw.length || offset === 0; offset += max) {
    const block = raw.subarray(offset, offset + max);
    const last = offset + max >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >> 8, ~block.length & 0xff, (~block.length >> 8) & 0xff);
    out.push(...block);
    if (raw.length === 0) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

export function encodeGrayPng(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const ihdr = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const bytes = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ];
  return new Uint8Array(bytes);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * Draws `text` (digits) at scale 3 with a little per-digit vertical jitter and speckle noise,
 * answering the base64 PNG (without the data: prefix, as /wps/captcha does).
 */
export function captchaPng(text: string, noise: () => number): string {
  const scale = 3;
  const pad = 6;
  const cell = 6 * scale;
  const width = pad * 2 + text.length * cell;
  const height = pad * 2 + 9 * scale;
  const pixels = new Uint8Array(width * height).fill(245);
  for (let i = 0; i < pixels.length; i++) if (noise() < 0.06) pixels[i] = 160;
  [...text].forEach((ch, index) => {
    const glyph = FONT[ch];
    if (!glyph) return;
    const jitter = Math.floor(noise() * 2 * scale);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let sy = 0; sy < scale; sy++) {
          for (let sx = 0; sx < scale; sx++) {
            const x = pad + index * cell + gx * scale + sx;
            const y = pad + jitter + gy * scale + sy;
            pixels[y * width + x] = 30;
          }
        }
      });
    });
  });
  return toBase64(encodeGrayPng(width, height, pixels));
}
