import { describe, expect, it } from 'vitest';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import { writePageCookie } from './pageCookies';

/** A jar that keeps what is written to it, as `document.cookie` receives it. */
const jar = () => {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
};

describe('writePageCookie', () => {
  it('keeps a value for the whole site, Lax, Secure on HTTPS', () => {
    const cookies = jar();
    writePageCookie(cookies, PAGE_COOKIES.session, 'tok en/1', false);
    writePageCookie(cookies, PAGE_COOKIES.language, 'cn', true);
    expect(cookies.written).toEqual([
      'cm_session=tok%20en%2F1; Path=/; SameSite=Lax; Max-Age=31536000',
      'cm_lang=cn; Path=/; SameSite=Lax; Secure; Max-Age=31536000',
    ]);
  });

  it('removes the cookie for null', () => {
    const cookies = jar();
    writePageCookie(cookies, PAGE_COOKIES.session, null, false);
    expect(cookies.written).toEqual(['cm_session=; Path=/; SameSite=Lax; Max-Age=0']);
  });

  it('does nothing without a document, and survives one that refuses cookies', () => {
    expect(() => writePageCookie(null, PAGE_COOKIES.session, 'x', false)).not.toThrow();
    const refusing = {
      get cookie() {
        return '';
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    };
    expect(() => writePageCookie(refusing, PAGE_COOKIES.session, 'x', false)).not.toThrow();
  });
});
