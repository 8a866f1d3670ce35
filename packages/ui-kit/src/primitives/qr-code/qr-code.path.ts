/** points-centres-lottery §9: "QR size 200 or 800, margin 20". */
export const qrCodeDefaults = { size: 200, marginPx: 20 } as const;

export type QrCodeSize = 200 | 800;

/** The module grid `qrcode`'s `create()` returns. */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/**
 * One SVG path for all dark modules, in module units (one unit per module), with each horizontal run of dark
 * modules drawn as a single rectangle: a version-10 code becomes a few hundred commands instead of thousands of rects.
 */
export function qrPath(modules: QrModules): string {
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      commands.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return commands.join('');
}
