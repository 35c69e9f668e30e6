import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('plainText', () => {
  it('keeps the text of tags and drops the tags', () => {
    expect(plainText('<b>Peat</b> <i>news</i>')).toBe('Peat news');
    expect(plainText('Forest <a href="https://x.example">report</a> 2026')).toBe(
      'Forest report 2026',
    );
    expect(plainText('<img src=x onerror=alert(1)>Launch')).toBe('Launch');
  });

  it('drops scripts and styles with their content', () => {
    expect(plainText('Hi<script>alert(1)</script>!')).toBe('Hi!');
    expect(plainText('<style>p{}</style>Note')).toBe('Note');
  });

  it('leaves no tag behind, even one written as entities or split to reassemble', () => {
    // Read once, the entities make a script element: it goes, content and all.
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;Hi')).toBe('Hi');
    expect(plainText('&amp;lt;b&amp;gt;bold')).toBe('bold');
    expect(plainText('<scr<script>x</script>ipt>alert(1)</script>')).not.toMatch(/<\s*script/i);
    for (const text of ['&lt;b&gt;bold&lt;/b&gt;', '<<b>i>x', '&amp;lt;b&amp;gt;'])
      expect(plainText(text), text).not.toMatch(/<[a-z/!]/i);
  });

  it('keeps ordinary text as written: ampersands, comparisons, quotes, Chinese', () => {
    expect(plainText('AT&T buys 5 < 6 tons "now"')).toBe('AT&T buys 5 < 6 tons "now"');
    expect(plainText('碳信用 & 森林')).toBe('碳信用 & 森林');
    expect(plainText('Line one\nline two')).toBe('Line one\nline two');
  });

  it('reads entities as the characters they name', () => {
    expect(plainText('Tom &amp; Jerry &copy; 2026')).toBe('Tom & Jerry © 2026');
  });

  it('trims what is left', () => {
    expect(plainText('  <p> Title </p> ')).toBe('Title');
    expect(plainText('<b></b>')).toBe('');
  });
});
