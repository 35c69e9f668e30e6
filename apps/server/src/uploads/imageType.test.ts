import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_EXTENSIONS } from '@carbonmarket/domain';
import { imageTypeOf } from './imageType';
import { JPEG, PNG, WEBP_LOSSLESS, WEBP_LOSSY } from '../testing/sampleImages';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from([...value].map((char) => char.charCodeAt(0)));

describe('the image type of an upload, by its content', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(await imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    // A PNG is read up to its first image data chunk (to tell an animated one): signature and IHDR.
    expect(await imageTypeOf(PNG.subarray(0, 33))).toBe('image/png');
    expect(await imageTypeOf(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('knows the sample images a browser sends', async () => {
    expect(await imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(await imageTypeOf(PNG)).toBe('image/png');
    expect(await imageTypeOf(WEBP_LOSSY)).toBe('image/webp');
    expect(await imageTypeOf(WEBP_LOSSLESS)).toBe('image/webp');
  });

  it('takes an animated PNG as a PNG', async () => {
    // Signature, then an `acTL` chunk before the first IDAT: what makes a PNG animated.
    const chunk = (type: string, data: number[]) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, Buffer.from(data), Buffer.alloc(4)]);
    };
    const apng = Buffer.concat([
      PNG.subarray(0, 33), // signature and IHDR
      chunk('acTL', [0, 0, 0, 1, 0, 0, 0, 0]),
      PNG.subarray(33),
    ]);
    expect(await imageTypeOf(apng)).toBe('image/png');
  });

  it('refuses everything else, whatever it claims to be', async () => {
    expect(await imageTypeOf(text('just some text, named avatar.png'))).toBeNull();
    expect(await imageTypeOf(text('GIF89a......'))).toBeNull();
    expect(await imageTypeOf(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(await imageTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(await imageTypeOf(bytes())).toBeNull();
  });

  it('never throws on any bytes, and names only accepted types (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), async (data) => {
        const type = await imageTypeOf(data);
        expect(type === null || type in IMAGE_EXTENSIONS).toBe(true);
      }),
    );
  });
});
