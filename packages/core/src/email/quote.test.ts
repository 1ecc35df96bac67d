import { describe, expect, it } from 'vitest';
import { escapeHtml, forwardedHtml, quoteDate, quotedReplyHtml } from './quote.ts';

const sentAt = new Date('2025-01-06T15:04:00Z');
const parent = {
  from: { email: 'ann@example.com', name: 'Ann Lee' },
  sentAt,
  html: '<div>Where is <b>my order</b>?</div>',
  text: 'Where is my order?',
};

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });
});

describe('quoteDate', () => {
  it('writes the date in the zone given, UTC by default or for an unknown zone', () => {
    expect(quoteDate(sentAt)).toBe('Mon, Jan 6, 2025 at 3:04 PM');
    expect(quoteDate(sentAt, 'America/New_York')).toBe('Mon, Jan 6, 2025 at 10:04 AM');
    expect(quoteDate(sentAt, 'Not/AZone')).toBe('Mon, Jan 6, 2025 at 3:04 PM');
  });
});

describe('quotedReplyHtml', () => {
  it('quotes the parent html as it is under an attribution line', () => {
    expect(quotedReplyHtml(parent)).toBe(
      '<p></p><p>On Mon, Jan 6, 2025 at 3:04 PM, Ann Lee &lt;ann@example.com&gt; wrote:</p>' +
        '<blockquote><div>Where is <b>my order</b>?</div></blockquote>',
    );
  });

  it('escapes a text-only parent and keeps its line breaks', () => {
    const html = quotedReplyHtml({ ...parent, html: null, text: 'a < b\nsecond line' }, 'America/Chicago');
    expect(html).toBe(
      '<p></p><p>On Mon, Jan 6, 2025 at 9:04 AM, Ann Lee &lt;ann@example.com&gt; wrote:</p>' +
        '<blockquote>a &lt; b<br>second line</blockquote>',
    );
  });

  it('escapes a hostile sender name and writes a bare address without one', () => {
    expect(quotedReplyHtml({ ...parent, from: { email: 'x@example.com', name: '<script>' } })).toContain(
      '&quot;&lt;script&gt;&quot; &lt;x@example.com&gt; wrote:',
    );
    expect(quotedReplyHtml({ ...parent, from: { email: 'x@example.com', name: null } })).toContain(
      ', x@example.com wrote:',
    );
  });

  it('quotes an empty parent as an empty blockquote', () => {
    expect(quotedReplyHtml({ ...parent, html: null, text: null })).toMatch(/<blockquote><\/blockquote>$/);
  });
});

describe('forwardedHtml', () => {
  const forwarded = {
    ...parent,
    subject: 'Order <42>',
    to: ['support@brand.example'],
    cc: ['bob@example.com', 'carol@example.com'],
  };

  it('writes the forwarded-message header lines, then the body', () => {
    expect(forwardedHtml(forwarded)).toBe(
      '<p></p><div>---------- Forwarded message ---------<br>' +
        'From: Ann Lee &lt;ann@example.com&gt;<br>' +
        'Date: Mon, Jan 6, 2025 at 3:04 PM<br>' +
        'Subject: Order &lt;42&gt;<br>' +
        'To: support@brand.example<br>' +
        'Cc: bob@example.com, carol@example.com</div><br>' +
        '<div><div>Where is <b>my order</b>?</div></div>',
    );
  });

  it('leaves out an empty Cc line', () => {
    expect(forwardedHtml({ ...forwarded, cc: [] })).not.toContain('Cc:');
  });
});
