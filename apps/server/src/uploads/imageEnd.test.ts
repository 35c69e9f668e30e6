import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cutAtImageEnd, imageLength } from './imageEnd';
import { JPEG, PNG, WEBP_LOSSLESS, WEBP_LOSSY } from '../testing/sampleImages';

const SAMPLES = [
  ['JPEG', JPEG, 'image/jpeg'],
  ['PNG', PNG, 'image/png'],
  ['lossy WebP', WEBP_LOSSY, 'image/webp'],
  ['lossless WebP', WEBP_LOSSLESS, 'image/webp'],
] as const;

/** A JPEG segment: FF, the marker, and a length that counts itself. */
const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

describe('imageLength', () => {
  it.each(SAMPLES)('%s: the whole file is the image', (_name, image, type) => {
    expect(imageLength(image, type)).toBe(image.length);
  });

  it('finds the end of every sample whatever follows it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.uint8Array({ maxLength: 256 }),
        ([, image, type], tail) => {
          const cut = cutAtImageEnd(Buffer.concat([image, tail]), type);
          expect(cut?.equals(image)).toBe(true);
        },
      ),
    );
  });

  it('finds no end in any cut-short sample', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SAMPLES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([, image, type], fraction) => {
          const length = Math.floor(fraction * (image.length - 1));
          expect(imageLength(image.subarray(0, length), type)).toBeNull();
        },
      ),
    );
  });

  it('reads a progressive JPEG: several scans, stuffed bytes, restart markers and fill bytes', () => {
    // Entropy-coded data: a stuffed FF 00, restart markers RST0 and RST7.
    const scan = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7, 0x00];
    const jpeg = Buffer.from([
      0xff,
      0xd8,
      ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00]),
      // A comment holding what looks like an end marker.
      ...segment(0xfe, [0xff, 0xd9, 0xff, 0xd9]),
      ...segment(0xc2, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
      ...segment(0xda, [1, 1, 0, 0, 0, 0]),
      ...scan,
      0xff, // a fill byte before the next marker
      ...segment(0xc4, [0]),
      ...segment(0xda, [1, 1, 0, 0, 0, 0]),
      ...scan,
      0xff,
      0xd9,
    ]);
    expect(imageLength(jpeg, 'image/jpeg')).toBe(jpeg.length);
    expect(imageLength(Buffer.concat([jpeg, Buffer.from([0xff, 0xd9])]), 'image/jpeg')).toBe(
      jpeg.length,
    );
  });

  it('refuses broken structures', () => {
    const cases: [string, Buffer, 'image/jpeg' | 'image/png' | 'image/webp'][] = [
      ['JPEG without SOI', JPEG.subarray(2), 'image/jpeg'],
      [
        'JPEG with garbage between segments',
        Buffer.from([0xff, 0xd8, 0x00, 0xff, 0xd9]),
        'image/jpeg',
      ],
      [
        'JPEG segment length under 2',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0xff, 0xd9]),
        'image/jpeg',
      ],
      ['JPEG with a second SOI', Buffer.from([0xff, 0xd8, 0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg'],
      [
        'PNG whose first chunk is not IHDR',
        Buffer.concat([PNG.subarray(0, 8), PNG.subarray(-12)]),
        'image/png',
      ],
      [
        'PNG with a chunk longer than the file',
        (() => {
          const bad = Buffer.from(PNG);
          bad.writeUInt32BE(0xfffffff0, 8);
          return bad;
        })(),
        'image/png',
      ],
      [
        'WebP whose chunks overrun the RIFF size',
        (() => {
          const bad = Buffer.from(WEBP_LOSSY);
          bad.writeUInt32LE(WEBP_LOSSY.readUInt32LE(16) + 2, 16);
          return bad;
        })(),
        'image/webp',
      ],
      [
        'WebP that starts with an unknown chunk',
        (() => {
          const bad = Buffer.from(WEBP_LOSSY);
          bad.write('JUNK', 12, 'latin1');
          return bad;
        })(),
        'image/webp',
      ],
      ['RIFF of another kind', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1'), 'image/webp'],
    ];
    for (const [name, bytes, type] of cases) expect(imageLength(bytes, type), name).toBeNull();
  });
});
