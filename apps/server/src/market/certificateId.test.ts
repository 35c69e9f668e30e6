import { describe, expect, it } from 'vitest';
import { isCertificateId } from '@carbonmarket/domain';
import { base32, newCertificateId } from './certificateId';

describe('certificate ids', () => {
  it('write bytes in RFC 4648 base32, lower case, unpadded', () => {
    const text = (s: string) => base32(new TextEncoder().encode(s));
    expect(text('')).toBe('');
    expect(text('f')).toBe('my');
    expect(text('fo')).toBe('mzxq');
    expect(text('foo')).toBe('mzxw6');
    expect(text('foob')).toBe('mzxw6yq');
    expect(text('fooba')).toBe('mzxw6ytb');
    expect(text('foobar')).toBe('mzxw6ytboi');
  });

  it('are 128 random bits in 26 letters, never the same twice', () => {
    const ids = Array.from({ length: 2000 }, newCertificateId);
    for (const id of ids) expect(isCertificateId(id), id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(base32(new Uint8Array(16).fill(255))).toBe('7'.repeat(25) + '4');
  });
});
