import QRCode from 'qrcode';
import { useMemo } from 'react';

// Any of the eight masks scans; letting the encoder score all eight made this one code a 25 ms
// task on /home (decision 0030), a fixed one takes a fifth of that.
const MASK = 0;

/** The dark modules as one path, a run of a row per segment, inside a `margin`-module quiet zone. */
function modulesPath(value: string, margin: number): { path: string; extent: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'L', maskPattern: MASK });
  const { size } = modules;
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < size && modules.get(row, col + 1)) col += 1;
      runs.push(`M${start + margin} ${row + margin}h${col - start + 1}v1H${start + margin}z`);
    }
  }
  return { path: runs.join(''), extent: size + 2 * margin };
}

interface OrderQrCodeProps {
  value: string;
  size: number;
  /** The quiet zone, in modules. */
  marginSize: number;
  /** The code's accessible name; without one it is decoration beside a text that says it all. */
  label?: string;
  className?: string;
}

/** A QR code of `value` drawn black on white, `size` px square. */
export function OrderQrCode({ value, size, marginSize, label, className }: OrderQrCodeProps) {
  const { path, extent } = useMemo(() => modulesPath(value, marginSize), [value, marginSize]);
  const frame = {
    className,
    width: size,
    height: size,
    viewBox: `0 0 ${extent} ${extent}`,
    shapeRendering: 'crispEdges',
    xmlns: 'http://www.w3.org/2000/svg',
  };
  const modules = (
    <>
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </>
  );
  return label ? (
    <svg {...frame} role="img" aria-label={label}>
      {modules}
    </svg>
  ) : (
    <svg {...frame} aria-hidden="true">
      {modules}
    </svg>
  );
}
