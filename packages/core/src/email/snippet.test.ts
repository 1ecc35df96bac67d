import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, EMAIL_SNIPPET_LENGTH, emailSnippet, htmlToText } from './snippet.ts';

describe('emailSnippet (spec 000 §9: 140 characters)', () => {
  it('collapses whitespace onto one line', () => {
    expect(emailSnippet('  Hello\n\n  there\tfriend  ')).toBe('Hello there friend');
  });

  it('keeps a short text whole', () => {
    expect(emailSnippet('a'.repeat(EMAIL_SNIPPET_LENGTH))).toHaveLength(EMAIL_SNIPPET_LENGTH);
  });

  it('cuts at 140 characters', () => {
    const snippet = emailSnippet('word '.repeat(100));
    expect(snippet.length).toBeLessThanOrEqual(EMAIL_SNIPPET_LENGTH);
    expect(snippet.startsWith('word word')).toBe(true);
    expect(emailSnippet('x'.repeat(500))).toBe('x'.repeat(140));
  });

  it('never cuts a character in half', () => {
    const snippet = emailSnippet('😀'.repeat(200));
    expect(Array.from(snippet)).toHaveLength(140);
    expect(snippet).toBe('😀'.repeat(140));
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the common named and numeric entities once', () => {
    expect(
      decodeHtmlEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; f&nbsp;g &#x1F600; &#233;'),
    ).toBe('a & b <c> "d" \'e\' f g 😀 é');
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });

  it('leaves unknown entities and bad references readable', () => {
    expect(decodeHtmlEntities('&unknownthing; &zz; & alone')).toBe('&unknownthing; &zz; & alone');
    expect(decodeHtmlEntities('&#0; &#xD800; &#1114112;')).toBe('\uFFFD \uFFFD \uFFFD');
  });
});

describe('htmlToText', () => {
  it('strips nested tags and decodes entities', () => {
    expect(htmlToText('<div><p>Hello <b>dear <i>Ann</i></b> &amp; co,</p><p>5 &lt; 6</p></div>')).toBe(
      'Hello dear Ann & co,\n\n5 < 6',
    );
  });

  it('turns <br> and block ends into line breaks', () => {
    expect(htmlToText('one<br>two<br/>three<BR />four')).toBe('one\ntwo\nthree\nfour');
    expect(htmlToText('<ul><li>a</li><li>b</li></ul><div>c</div><div>d</div>')).toBe('a\nb\nc\nd');
    expect(htmlToText('<table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>')).toBe(
      '1 2\n3 4',
    );
  });

  it('breaks once where several blocks end together', () => {
    expect(htmlToText('<div><div><div>a</div></div></div><div>b</div>')).toBe('a\nb');
    expect(htmlToText('<div><p>a</p></div><div>b</div>')).toBe('a\n\nb');
  });

  it('drops script, style and head contents and comments', () => {
    const html =
      '<html><head><title>T</title><style>p { color: red }</style></head><body>' +
      '<!-- hidden --><script type="text/javascript">alert("<b>x</b>")</script><p>Shown</p></body></html>';
    expect(htmlToText(html)).toBe('Shown');
  });

  it('treats source line breaks as spaces and collapses blank lines', () => {
    expect(htmlToText('<p>a\n   b</p>\n\n<p></p><p></p><br><br><br><p>c</p>')).toBe('a b\n\nc');
  });

  it('keeps a lone < that starts no tag', () => {
    expect(htmlToText('a < b and c<3')).toBe('a < b and c<3');
  });

  it('reads attributes holding > inside quotes', () => {
    expect(htmlToText('<a title="x > y" href=\'/a>b\'>link</a> after')).toBe('link after');
  });

  it('turns &nbsp; runs into single spaces', () => {
    expect(htmlToText('a&nbsp;&nbsp;&nbsp;b')).toBe('a b');
  });

  it('handles unterminated markup without hanging', () => {
    expect(htmlToText('text <a href="never closed')).toBe('text');
    expect(htmlToText('text <!-- never closed')).toBe('text');
    const started = Date.now();
    htmlToText('<a '.repeat(100_000));
    htmlToText('<script>'.repeat(50_000));
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives an empty string for empty html', () => {
    expect(htmlToText('')).toBe('');
  });
});
