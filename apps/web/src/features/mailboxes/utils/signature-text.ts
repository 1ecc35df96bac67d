/**
 * A signature's words for someone who may only read it: its HTML parsed inertly (DOMParser runs no
 * script and loads nothing) and each block on a line of its own. Shown as text, never as HTML.
 */
export function signatureText(html: string | null): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = Array.from(body.children, (block) => block.textContent?.trim() ?? '');
  const text = blocks.length > 0 ? blocks.filter(Boolean).join('\n') : (body.textContent ?? '');
  return text.trim();
}
