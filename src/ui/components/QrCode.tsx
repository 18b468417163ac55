import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { QR_DEFAULT } from '@/config/constants';

export interface QrCodeProps {
  value: string;
  /** Pixel size of the whole image including the margin (default 200; header 100). */
  size?: number;
  /** Quiet zone in pixels (default 20). */
  margin?: number;
  label: string;
}

/** SVG QR code built locally (no network): spec 01 §9 sizes. */
export function QrCode({ value, size = QR_DEFAULT.size, margin = QR_DEFAULT.margin, label }: QrCodeProps) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < count; r += 1) {
      for (let c = 0; c < count; c += 1) if (qr.isDark(r, c)) d += `M${c} ${r}h1v1h-1z`;
    }
    return { d, count };
  }, [value]);
  // The margin scales with the image so a 100 px header code keeps a proportional quiet zone.
  const unitMargin = ((margin / size) * path.count) / (1 - (2 * margin) / size);
  const box = path.count + 2 * unitMargin;
  return (
    <svg
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
