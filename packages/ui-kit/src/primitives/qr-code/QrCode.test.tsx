import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';
import { qrCodeDefaults, qrPath } from './qr-code.path';

const grid = (rows: string[]) => ({
  size: rows.length,
  get: (row: number, col: number) => rows[row]?.[col] === '#',
});

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one rectangle', () => {
    expect(qrPath(grid(['##.#', '....', '.###', '#..#']))).toBe(
      'M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3zM0 3h1v1h-1zM3 3h1v1h-1z',
    );
  });

  it('covers exactly the dark modules of a real code', () => {
    const { modules } = QRCode.create('https://example.com/download', { errorCorrectionLevel: 'M' });
    const drawn = new Set<string>();
    for (const match of qrPath(modules).matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
      for (let col = x; col < x + width; col += 1) drawn.add(`${y},${col}`);
    }
    let dark = 0;
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) {
          dark += 1;
          expect(drawn.has(`${row},${col}`)).toBe(true);
        }
      }
    }
    expect(drawn.size).toBe(dark);
  });
});

describe('QrCode', () => {
  it('is a labelled image, 200 px with a 20 px white margin by default', () => {
    const { container } = render(<QrCode value="https://example.com/app.apk" label="Android app" />);
    const svg = screen.getByRole('img', { name: 'Android app' });
    expect(qrCodeDefaults).toEqual({ size: 200, marginPx: 20 });
    expect(svg).toHaveAttribute('width', '200');
    expect(container.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    const count = QRCode.create('https://example.com/app.apk', { errorCorrectionLevel: 'M' }).modules.size;
    expect(container.querySelector('path')).toHaveAttribute('transform', `translate(20 20) scale(${160 / count})`);
  });

  it('renders at 800 px for a saved copy', () => {
    render(<QrCode value="https://example.com" label="H5" size={800} />);
    expect(screen.getByRole('img', { name: 'H5' })).toHaveAttribute('viewBox', '0 0 800 800');
  });

  it('keeps its white square while the address is still empty', () => {
    const { container } = render(<QrCode value="" label="iOS app" />);
    expect(container.querySelector('path')).toBeNull();
    expect(screen.getByRole('img', { name: 'iOS app' })).toBeInTheDocument();
  });
});
