/**
 * The body with the mailbox's signature under the line the agent writes on (the first empty
 * paragraph), above any quote; unchanged without a signature.
 */
export function withSignature(html: string, signatureHtml: string | null): string {
  const signature = signatureHtml?.trim();
  if (!signature) return html;
  const writingLine = '<p></p>';
  const rest = html.startsWith(writingLine) ? html.slice(writingLine.length) : html;
  return `${writingLine}<p></p>${signature}${rest}`;
}
