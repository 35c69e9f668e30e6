import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './newsHtml';

describe('sanitizeNewsHtml', () => {
  it('keeps text formatting, headings, lists, links and images', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<p><a href="https://green.sg/a" title="More">link</a> <a href="mailto:care@green.sg">mail</a></p>' +
      '<img src="https://cdn.green.sg/a.png" alt="Forest"><img src="/images/b.png" alt="">';
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
        '<p><a href="https://green.sg/a" title="More" rel="noopener noreferrer">link</a> <a href="mailto:care@green.sg" rel="noopener noreferrer">mail</a></p>' +
        '<img src="https://cdn.green.sg/a.png" alt="Forest" /><img src="/images/b.png" alt="" />',
    );
  });

  it('drops scripts, styles, frames and embedded objects with their content', () => {
    const out = sanitizeNewsHtml(
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>' +
        '<embed src="x.swf"><noscript>n</noscript><template><b>t</b></template><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('strips every event handler and style or class attribute', () => {
    const out = sanitizeNewsHtml(
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))" class="x">hi</p>' +
        '<img src="x.png" onerror="alert(1)" onload="alert(2)">' +
        '<svg onload="alert(3)"><circle /></svg><div onmouseover="alert(4)">d</div>',
    );
    expect(out).not.toMatch(/on\w+=|style=|class=|alert|<svg|<div/i);
    expect(out).toContain('<p>hi</p>');
    expect(out).toContain('<img src="x.png" />');
  });

  it('removes javascript:, data: and protocol-relative URLs however they are spelled', () => {
    const hostile = [
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<a href="  javascript:alert(1)">c</a>',
      '<a href="javascript&#58;alert(1)">d</a>',
      '<a href="&#106;avascript:alert(1)">e</a>',
      '<a href="java&#x09;script:alert(1)">f</a>',
      '<a href="vbscript:msgbox(1)">g</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">h</a>',
      '<a href="//evil.example/">i</a>',
    ].join('');
    const out = sanitizeNewsHtml(hostile);
    expect(out).not.toMatch(/href=/);
    expect(out).not.toMatch(/javascript|vbscript|data:|evil/i);
    expect(out).toContain('<a rel="noopener noreferrer">a</a>');
  });

  it('drops images whose source is not http(s) or relative', () => {
    const out = sanitizeNewsHtml(
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">' +
        '<img src="//evil.example/x.png"><img src="ftp://x/y.png"><img alt="no source"><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('turns h1 into h2 and forms into their text', () => {
    expect(sanitizeNewsHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
    expect(
      sanitizeNewsHtml(
        '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
      ),
    ).toBe('Go');
  });

  it('replaces a rel the author wrote with noopener', () => {
    expect(sanitizeNewsHtml('<a href="https://green.sg" rel="opener" target="_top">x</a>')).toBe(
      '<a href="https://green.sg" rel="noopener noreferrer">x</a>',
    );
  });
});
