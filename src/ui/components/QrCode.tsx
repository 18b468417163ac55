import type QrCodeGenerator from 'qrcode-generator';
import { useEffect, useState } from 'react';
import { QR_DEFAULT } from '@/config/constants';
import { useSeenOnce } from '@/ui/hooks/useSeenOnce';

type Generator = typeof QrCodeGenerator;

/**
 * The encoder (~7 kB gzip) loads on first use, not with the entry script: the footer and the header's
 * app menu show a code on every page, and boot should not wait for it (ADR 020). Until it arrives the
 * code's white square holds its place at full size, so nothing moves when it is drawn.
 */
let generator: Generator | null = null;
let loading: Promise<Generator> | null = null;
function loadGenerator(): Promise<Generator> {
  loading ??= import('qrcode-generator').then((m) => (generator = m.default));
  return loading;
}

interface Modules {
  d: string;
  count: number;
}

/**
 * Encoded codes by value: encoding tries eight masks, tens of milliseconds a code on a phone's CPU (a
 * tap's INP, ADR 020), so a code shown again (the header's download menu reopened, a page revisited) is
 * not encoded twice. Few values exist (app links, a referral link, a deposit code); the oldest go beyond 32.
 */
const encoded = new Map<string, Modules>();
const ENCODED_KEPT = 32;
/** The blank square shown until the code is encoded. */
const NOT_DRAWN: Modules = { d: '', count: 1 };

function modulesOf(qrcode: Generator, value: string): Modules {
  const known = encoded.get(value);
  if (known) return known;
  const modules = encode(qrcode, value);
  encoded.set(value, modules);
  if (encoded.size > ENCODED_KEPT) encoded.delete(encoded.keys().next().value ?? '');
  return modules;
}

function encode(qrcode: Generator, value: string): Modules {
  const qr = qrcode(0, 'M');
  qr.addData(value);
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < count; r += 1) {
    for (let c = 0; c < count; c += 1) if (qr.isDark(r, c)) d += `M${c} ${r}h1v1h-1z`;
  }
  return { d, count };
}

export interface QrCodeProps {
  value: string;
  /** Pixel size of the whole image including the margin (default 200; header 100). */
  size?: number;
  /** Quiet zone in pixels (default 20). */
  margin?: number;
  label: string;
}

/**
 * SVG QR code built locally (no network): spec 01 §9 sizes. Encoded once it comes near the screen: the
 * footer's two codes sit below the fold, and encoding them on load would delay the first taps (INP, ADR 020).
 */
export function QrCode({ value, size = QR_DEFAULT.size, margin = QR_DEFAULT.margin, label }: QrCodeProps) {
  const [ref, near] = useSeenOnce<SVGSVGElement>({ initially: encoded.has(value), rootMargin: '200px 0px' });
  // Functions in state go through updaters: useState and setState would call a bare one.
  const [qrcode, setQrcode] = useState<Generator | null>(() => generator);
  useEffect(() => {
    if (qrcode || !near) return;
    // A failed chunk leaves the blank square and its label; the next mount tries again.
    loadGenerator().then(
      (loaded) => setQrcode(() => loaded),
      () => {
        loading = null;
      },
    );
  }, [qrcode, near]);
  // modulesOf keeps each value's encoding, so a render only looks it up.
  const path = qrcode && near ? modulesOf(qrcode, value) : NOT_DRAWN;
  // The margin scales with the image so a 100 px header code keeps a proportional quiet zone.
  const unitMargin = ((margin / size) * path.count) / (1 - (2 * margin) / size);
  const box = path.count + 2 * unitMargin;
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-unitMargin} ${-unitMargin} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-value={value}
    >
      <rect x={-unitMargin} y={-unitMargin} width={box} height={box} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
