/**
 * Image uploads are judged by their content, never by file name or declared MIME type (player-site.md §5: jpg, jpeg
 * or png, at most 5242880 bytes): a renamed .exe stays refused and a PNG named photo.JPG is accepted.
 */
import { VALIDATION_LIMITS } from './validation.constants.ts';

/** What an upload can be: a File or Blob from an input, raw bytes, or the data URL the claim payload carries. */
export type ImageInput = Blob | Uint8Array | ArrayBuffer | string;

export type ImageType = 'jpeg' | 'png';

/** Magic numbers: JPEG starts FF D8 FF, PNG with its 8-byte signature. */
const SIGNATURES: readonly { type: ImageType; bytes: readonly number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const HEAD_BYTES = 8;

export function detectImageType(head: Uint8Array): ImageType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte)) return type;
  }
  return null;
}

const DATA_URL = /^data:[^,]*?(;base64)?,/i;

function decodeDataUrlHead(url: string): { head: Uint8Array; size: number } | null {
  const match = DATA_URL.exec(url);
  if (!match) return null;
  const payload = url.slice(match[0].length);
  if (!match[1]) {
    const bytes = percentDecode(payload);
    return { head: bytes.subarray(0, HEAD_BYTES), size: bytes.length };
  }
  const clean = payload.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const size = Math.floor((clean.length * 3) / 4) - padding;
  // 12 base64 characters decode to 9 bytes, enough for the longest signature.
  let binary: string;
  try {
    binary = atob(clean.slice(0, 12));
  } catch {
    return null;
  }
  return { head: Uint8Array.from(binary, (c) => c.charCodeAt(0)).subarray(0, HEAD_BYTES), size };
}

/** Percent-decoding to bytes (not to text: `%89PNG` is the byte 0x89, which UTF-8 text decoding would mangle). */
function percentDecode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

async function blobHead(blob: Blob): Promise<Uint8Array> {
  const slice = blob.slice(0, HEAD_BYTES);
  // Older engines (and jsdom) lack Blob#arrayBuffer; Response reads any Blob.
  const buffer =
    typeof slice.arrayBuffer === 'function' ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

export interface ImageFacts {
  /** Detected from the first bytes; null when neither JPEG nor PNG (or unreadable). */
  type: ImageType | null;
  size: number;
}

/** Reads only the first bytes (and the size), so checking a 5 MB photo costs nothing. */
export async function readImageFacts(input: ImageInput): Promise<ImageFacts> {
  if (typeof input === 'string') {
    const decoded = decodeDataUrlHead(input);
    return decoded ? { type: detectImageType(decoded.head), size: decoded.size } : { type: null, size: 0 };
  }
  // isView and the tag work across realms (bytes from an iframe or jsdom), where instanceof would not.
  if (ArrayBuffer.isView(input)) {
    const head = new Uint8Array(input.buffer, input.byteOffset, Math.min(input.byteLength, HEAD_BYTES));
    return { type: detectImageType(head), size: input.byteLength };
  }
  if (Object.prototype.toString.call(input) === '[object ArrayBuffer]') {
    const buffer = input as ArrayBuffer;
    return {
      type: detectImageType(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, HEAD_BYTES))),
      size: buffer.byteLength,
    };
  }
  const blob = input as Blob;
  return { type: detectImageType(await blobHead(blob)), size: blob.size };
}

export type ImageProblem = 'type' | 'size';

/** The first problem of an image (`type` before `size`), or undefined for a JPEG/PNG within the byte limit. */
export async function imageProblem(
  input: ImageInput,
  maxBytes: number = VALIDATION_LIMITS.imageBytesMax,
): Promise<ImageProblem | undefined> {
  const facts = await readImageFacts(input);
  if (facts.type === null) return 'type';
  if (facts.size > maxBytes) return 'size';
  return undefined;
}

/** Checks a list of images in parallel, returning the index and problem of each bad one. */
export async function imageProblems(
  inputs: readonly ImageInput[],
  maxBytes: number = VALIDATION_LIMITS.imageBytesMax,
): Promise<{ index: number; problem: ImageProblem }[]> {
  const problems = await Promise.all(inputs.map((input) => imageProblem(input, maxBytes)));
  return problems.flatMap((problem, index) => (problem ? [{ index, problem }] : []));
}
