import type { ImageType } from '@carbonmarket/domain';

/*
 * Where an image ends, read by its format's own structure rather than by searching for a marker
 * (a JPEG's EXIF thumbnail has its own FF D9, a PNG's data may contain the letters IEND). Whatever
 * follows the end (a script, a zip archive, a second file) is not part of the picture and is
 * never stored. No decoding: only lengths and markers are read.
 */

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Multi-byte numbers; callers check that the bytes are there first. */
const uint32BE = (bytes: Uint8Array, at: number): number => view(bytes).getUint32(at);
const uint32LE = (bytes: Uint8Array, at: number): number => view(bytes).getUint32(at, true);
const uint16BE = (bytes: Uint8Array, at: number): number => view(bytes).getUint16(at);

/** PNG: the 8-byte signature, then chunks (length, type, data, CRC) up to and including IEND. */
function pngLength(bytes: Uint8Array): number | null {
  let at = 8;
  for (let first = true; ; first = false) {
    if (at + 12 > bytes.length) return null;
    const end = at + 12 + uint32BE(bytes, at);
    if (end > bytes.length) return null;
    const type = ascii(bytes, at + 4, 4);
    if (first && type !== 'IHDR') return null;
    if (type === 'IEND') return end;
    at = end;
  }
}

const JPEG_MARKER = 0xff;
const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
/** RST0..RST7 and TEM: markers without a length. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * After a start-of-scan segment: the entropy-coded data, where FF is followed by 00 (a stuffed
 * byte), a restart marker or another FF (fill); the first other marker ends the scan. Returns
 * that marker's offset, or null when the data runs out first.
 */
function scanEnd(bytes: Uint8Array, from: number): number | null {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== JPEG_MARKER) continue;
    const next = bytes[at + 1] ?? 0;
    if (next === 0x00 || standalone(next)) at += 1;
    else if (next !== JPEG_MARKER) return at;
  }
  return null;
}

/**
 * JPEG: SOI, then segments (FF, marker, big-endian length that counts itself) until EOI; each
 * start of scan is followed by entropy-coded data (progressive images have several scans).
 */
function jpegLength(bytes: Uint8Array): number | null {
  if (bytes[0] !== JPEG_MARKER || bytes[1] !== JPEG_SOI) return null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== JPEG_MARKER) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === JPEG_MARKER) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === JPEG_EOI) return at + 2;
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0x00 || marker === JPEG_SOI || at + 4 > bytes.length) return null;
    const length = uint16BE(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (marker !== JPEG_SOS) {
      at += 2 + length;
      continue;
    }
    const next = scanEnd(bytes, at + 2 + length);
    if (next === null) return null;
    at = next;
  }
  return null;
}

/** The chunks a WebP file may start with: lossy, lossless, extended. */
const WEBP_FIRST_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

/**
 * WebP: a RIFF container whose size field counts everything after it; inside, chunks (four-letter
 * name, little-endian size, data padded to an even length) fill it exactly.
 */
function webpLength(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP')
    return null;
  const total = 8 + uint32LE(bytes, 4);
  if (total > bytes.length || total < 20) return null;
  if (!WEBP_FIRST_CHUNKS.has(ascii(bytes, 12, 4))) return null;
  let at = 12;
  while (at < total) {
    if (at + 8 > total) return null;
    const size = uint32LE(bytes, at + 4);
    at += 8 + size + (size % 2);
  }
  return at === total ? total : null;
}

/**
 * The length of the image at the start of `bytes`, read by the rules of its detected type, or
 * null when its end is missing or its structure is broken (a cut-off or forged file).
 */
export function imageLength(bytes: Uint8Array, type: ImageType): number | null {
  switch (type) {
    case 'image/png':
      return pngLength(bytes);
    case 'image/jpeg':
      return jpegLength(bytes);
    case 'image/webp':
      return webpLength(bytes);
    default:
      return type satisfies never;
  }
}

/** The image alone, without whatever follows its end; null when its end cannot be found. */
export function cutAtImageEnd(bytes: Buffer, type: ImageType): Buffer | null {
  const length = imageLength(bytes, type);
  return length === null ? null : bytes.subarray(0, length);
}
