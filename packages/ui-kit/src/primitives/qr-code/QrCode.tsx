import QRCode from 'qrcode';
import { useMemo } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './qr-code.css';
import { type QrCodeSize, qrCodeDefaults, qrPath } from './qr-code.path';

export interface QrCodeProps {
  /** The text or address to encode. */
  value: string;
  /** Names the image for screen readers, e.g. "QR code to download the Android app" (already translated). */
  label: string;
  /** Rendered size in px: 200 on the page, 800 for a saved or printed copy. @default 200 */
  size?: QrCodeSize;
  /** The white quiet zone around the code, in px. @default 20 */
  margin?: number;
  /** Error correction: M recovers 15% of a damaged code. @default 'M' */
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  className?: string;
}

/**
 * A QR code encoded by the `qrcode` package and drawn as one crisp SVG path. Always dark on white, whatever the
 * merchant theme: scanners need the contrast and the quiet zone. An empty value draws the white square alone, so the
 * layout does not move when the address arrives.
 */
export function QrCode({
  value,
  label,
  size = qrCodeDefaults.size,
  margin = qrCodeDefaults.marginPx,
  errorCorrectionLevel = 'M',
  className,
}: QrCodeProps) {
  const code = useMemo(() => {
    if (!value) return null;
    const { modules } = QRCode.create(value, { errorCorrectionLevel });
    return { path: qrPath(modules), count: modules.size };
  }, [value, errorCorrectionLevel]);
  const inner = size - 2 * margin;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className={cx(styles.qr, className)}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      {code ? (
        <path d={code.path} fill="#000000" transform={`translate(${margin} ${margin}) scale(${inner / code.count})`} />
      ) : null}
    </svg>
  );
}
