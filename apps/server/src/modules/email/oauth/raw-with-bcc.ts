import addressparser from 'nodemailer/lib/addressparser/index.js';

// The composer leaves Bcc out of the headers, as a mail client does (mime.ts), and SMTP takes the
// blind recipients from the envelope. Gmail's messages.send and Graph's MIME sendMail take the
// recipients from the headers instead (and drop Bcc from what they deliver): the envelope's blind
// recipients are given to them as a Bcc header.

const HEADER_END = '\r\n\r\n';

/** The message's To and Cc addresses, lower-case. */
function headerRecipients(headerBlock: string): Set<string> {
  const unfolded = headerBlock.replace(/\r\n[ \t]+/g, ' ');
  const found = new Set<string>();
  for (const line of unfolded.split('\r\n')) {
    const match = /^(to|cc):(.*)$/i.exec(line);
    if (!match?.[2]) continue;
    for (const entry of addressparser(match[2], { flatten: true })) {
      if (entry.address) found.add(entry.address.toLowerCase());
    }
  }
  return found;
}

/** The raw message with a Bcc header naming the envelope's recipients its headers do not name. */
export function rawWithBcc(raw: Uint8Array, envelopeTo: readonly string[]): Buffer {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const end = bytes.indexOf(HEADER_END);
  const headerBlock = bytes.subarray(0, end === -1 ? bytes.length : end).toString('latin1');
  const named = headerRecipients(headerBlock);
  const blind = [...new Set(envelopeTo.map((address) => address.toLowerCase()))].filter(
    (address) => !named.has(address),
  );
  if (blind.length === 0) return bytes;
  return Buffer.concat([Buffer.from(`Bcc: ${blind.join(', ')}\r\n`, 'utf8'), bytes]);
}
