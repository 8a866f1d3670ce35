// Test fixtures: real file headers, built in memory.
export const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
export const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
export const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
export const EXE_HEAD = [0x4d, 0x5a, 0x90, 0x00];

/** Bytes that start with `head` and are `size` long. */
export function bytes(head: number[], size = 64): Uint8Array {
  const out = new Uint8Array(Math.max(size, head.length));
  out.set(head);
  return out;
}

export function file(head: number[], name: string, size = 64, type = ''): File {
  return new File([bytes(head, size) as Uint8Array<ArrayBuffer>], name, { type });
}

export function dataUrl(head: number[], size = 64, mime = 'image/png'): string {
  return `data:${mime};base64,${btoa(String.fromCharCode(...bytes(head, size)))}`;
}
