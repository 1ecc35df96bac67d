import DOMPurify from 'dompurify';

// An inbound mail's HTML is the sender's, shown inside Parley: nothing in it may run, submit, frame
// another page, restyle the desk, or fetch anything the agent did not ask for (remote images tell the
// sender when and where the mail was read).

export type SanitizeEmailOptions = {
  /** The agent clicked "Show images" for this message. */
  showRemoteImages: boolean;
  /** `cid:` Content-ID (no brackets) → the attachment's URL. */
  inlineImageUrl: (contentId: string) => string | null;
};

export type SanitizedEmail = { html: string; blockedImages: number };

/** The data attribute that keeps a blocked remote image's address. */
export const BLOCKED_SRC_ATTRIBUTE = 'data-blocked-src';

const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'audio',
  'video',
  'source',
  'track',
  'picture',
];
// srcset and background fetch images past the src check; the rest are form and navigation hooks.
const FORBID_ATTR = ['srcset', 'background', 'action', 'formaction', 'ping', 'poster'];

/** Images that come with the mail; anything else (http, https, //host, a relative path) is fetched. */
const CARRIED = /^\s*data:image\//i;
/** Inline styles that fetch something or escape the message's box. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|position\s*:|behavior\s*:|-moz-binding/i;

function linkOpensNewTab(element: Element): void {
  if (!element.hasAttribute('href')) return;
  element.setAttribute('target', '_blank');
  element.setAttribute('rel', 'noopener noreferrer');
}

/** The HTML of a mail, safe to set as innerHTML, with remote images blocked unless shown. */
export function sanitizeEmailHtml(dirty: string, options: SanitizeEmailOptions): SanitizedEmail {
  // An instance per call: hooks are an instance's, and these close over this message's options.
  const purifier = DOMPurify(window);
  let blockedImages = 0;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('style') && UNSAFE_STYLE.test(node.getAttribute('style') ?? '')) {
      node.removeAttribute('style');
    }
    const tag = node.tagName.toLowerCase();
    if (tag === 'a' || tag === 'area') linkOpensNewTab(node);
    if (tag !== 'img') return;
    const src = node.getAttribute('src') ?? '';
    if (/^cid:/i.test(src)) {
      const url = options.inlineImageUrl(src.slice(4).replace(/^<|>$/g, ''));
      if (url) node.setAttribute('src', url);
      else node.removeAttribute('src');
    } else if (src !== '' && !CARRIED.test(src) && !options.showRemoteImages) {
      node.setAttribute(BLOCKED_SRC_ATTRIBUTE, src);
      node.removeAttribute('src');
      blockedImages += 1;
    }
  });
  const html = purifier.sanitize(dirty, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
  });
  return { html, blockedImages };
}
