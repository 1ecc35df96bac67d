import type { ImapFlow } from 'imapflow';

// Where a mailbox keeps its sent mail: the folder the settings name, else the one the server flags
// \Sent (RFC 6154), else one called `Sent`.

const DEFAULT_SENT = 'Sent';

/** The Sent folder's path, or null when the mailbox has none. */
export async function findSentFolder(
  client: ImapFlow,
  configured: string | undefined,
): Promise<string | null> {
  const folders = await client.list();
  if (configured) return folders.find((folder) => folder.path === configured)?.path ?? null;
  const sent = folders.filter((folder) => folder.specialUse === '\\Sent');
  // The server's own flag first; imapflow also guesses the flag from well-known names ('Sent Items').
  const flagged = sent.find((folder) => folder.specialUseSource !== 'name') ?? sent[0];
  if (flagged) return flagged.path;
  return folders.find((folder) => folder.path.toLowerCase() === DEFAULT_SENT.toLowerCase())?.path ?? null;
}

/** The Sent folder's path, created first when the mailbox has none. */
export async function ensureSentFolder(client: ImapFlow, configured: string | undefined): Promise<string> {
  const found = await findSentFolder(client, configured);
  if (found) return found;
  const created = await client.mailboxCreate(configured || DEFAULT_SENT);
  return created.path;
}
