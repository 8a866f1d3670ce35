import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { type SiteEncoder, type SiteEncoding, siteEncoders, siteEncodings } from './site.encoding';

/** Content types by extension; `text` ones are compressed (pictures, fonts and wasm are compressed already or gain little). */
const contentTypes: Readonly<Record<string, { type: string; text: boolean }>> = {
  '.html': { type: 'text/html; charset=utf-8', text: true },
  '.js': { type: 'text/javascript; charset=utf-8', text: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', text: true },
  '.css': { type: 'text/css; charset=utf-8', text: true },
  '.json': { type: 'application/json; charset=utf-8', text: true },
  '.map': { type: 'application/json; charset=utf-8', text: true },
  '.webmanifest': { type: 'application/manifest+json; charset=utf-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.txt': { type: 'text/plain; charset=utf-8', text: true },
  '.xml': { type: 'application/xml; charset=utf-8', text: true },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.jpeg': { type: 'image/jpeg', text: false },
  '.gif': { type: 'image/gif', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.avif': { type: 'image/avif', text: false },
  '.ico': { type: 'image/x-icon', text: false },
  '.woff': { type: 'font/woff', text: false },
  '.woff2': { type: 'font/woff2', text: false },
  '.wasm': { type: 'application/wasm', text: false },
};
const unknownType = { type: 'application/octet-stream', text: false };

export interface SiteFilesOptions {
  /** How each coding is made. @default siteEncoders (brotli at its best quality, gzip at level 9) */
  encoders?: Partial<Record<SiteEncoding, SiteEncoder>>;
  /** Text files smaller than this go as they are: the coding's own header would eat the gain. @default 256 */
  minCompressBytes?: number;
  /**
   * A folder that keeps the encoded bytes between runs and between sandboxes, named by the file's content digest and
   * the coding, so a sandbox started again (or beside another, as each browser-test worker does) reads what an earlier
   * one compressed instead of spending seconds of CPU on it again. Only the built-in encoders' output is kept there
   * (a custom encoder's is not). Undefined keeps the encoded bytes in memory only.
   */
  cacheDir?: string;
}

/** One file of a built site, as read from disk. */
export interface SiteFile {
  /** The URL path it answers (`/assets/index-Bx1.js`). */
  path: string;
  type: string;
  body: Buffer;
  /** A digest of the bytes (sha-256, 22 base64url characters): the ETag's value. */
  digest: string;
  /** Text worth compressing (the response varies with Accept-Encoding). */
  compressible: boolean;
  /** The body in `coding`, made on first use and kept; null when the coding would not make it smaller. */
  encoded(coding: SiteEncoding): Promise<Buffer | null>;
}

export interface SiteFiles {
  /** The file a URL path names, or null (missing, a dotfile, outside the folder). Read again when it changed on disk. */
  get(urlPath: string): Promise<SiteFile | null>;
  /** Reads and encodes every text file the browser loads (not the source maps), ahead of the first visits. */
  warm(): Promise<void>;
}

/** The folder-relative path of a URL path; null for what a site never serves (dotfiles, `..`, backslashes). */
function relativePathOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  return segments.join('/');
}

/**
 * The encoded bytes from `dir` when an earlier run kept them, else encoded now and kept there (written to a temporary
 * name and renamed, so a sandbox reading beside a writing one sees the whole file or none). A cache that cannot be
 * read or written only costs the encoding.
 */
async function throughDiskCache(
  dir: string,
  digest: string,
  coding: SiteEncoding,
  encode: () => Promise<Buffer>,
): Promise<Buffer> {
  const path = join(dir, `${digest}.${coding}`);
  const kept = await readFile(path).catch(() => null);
  if (kept) return kept;
  const encoded = await encode();
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(temporary, encoded))
    .then(() => rename(temporary, path))
    .catch(() => undefined);
  return encoded;
}

/**
 * A built site's files, read on first use and kept in memory with their encoded forms: each file is compressed once,
 * not per request. A file is checked against its size and modification time on every use, so a rebuild while the
 * sandbox runs is picked up (Vite's hashed names change anyway; index.html keeps its name).
 */
export function createSiteFiles(root: string, options: SiteFilesOptions = {}): SiteFiles {
  const encoders = { ...siteEncoders, ...options.encoders };
  const minCompressBytes = options.minCompressBytes ?? 256;
  const { cacheDir } = options;
  /** The built-in encoders write to and read from `cacheDir`; a custom one is always called. */
  const cachedOnDisk = (coding: SiteEncoding) => cacheDir !== undefined && options.encoders?.[coding] === undefined;
  const cache = new Map<string, { size: number; mtimeMs: number; file: SiteFile }>();

  function siteFile(path: string, body: Buffer): SiteFile {
    const { type, text } = contentTypes[extname(path).toLowerCase()] ?? unknownType;
    const compressible = text && body.length >= minCompressBytes;
    const codings = new Map<SiteEncoding, Promise<Buffer | null>>();
    const fullDigest = createHash('sha256').update(body).digest('base64url');
    return {
      path,
      type,
      body,
      digest: fullDigest.slice(0, 22),
      compressible,
      encoded(coding) {
        if (!compressible) return Promise.resolve(null);
        let pending = codings.get(coding);
        if (!pending) {
          const encode = () => encoders[coding](body);
          pending = (
            cachedOnDisk(coding) ? throughDiskCache(cacheDir as string, fullDigest, coding, encode) : encode()
          ).then((out) => (out.length < body.length ? out : null));
          codings.set(coding, pending);
        }
        return pending;
      },
    };
  }

  async function get(urlPath: string): Promise<SiteFile | null> {
    const relativePath = relativePathOf(urlPath);
    if (relativePath === null) return null;
    let full = join(root, relativePath);
    let info = await stat(full).catch(() => null);
    if (info?.isDirectory()) {
      full = join(full, 'index.html');
      info = await stat(full).catch(() => null);
    }
    if (!info?.isFile()) return null;
    const cached = cache.get(full);
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return cached.file;
    const path = `/${relative(root, full).split(sep).join('/')}`;
    const file = siteFile(path, await readFile(full));
    cache.set(full, { size: info.size, mtimeMs: info.mtimeMs, file });
    return file;
  }

  return {
    get,
    async warm() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.map')) continue;
        const file = await get(`/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
        // One file at a time: the first visits share the machine with it.
        for (const coding of siteEncodings) await file?.encoded(coding);
      }
    },
  };
}
