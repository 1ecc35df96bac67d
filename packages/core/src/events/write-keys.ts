import { z } from 'zod';
import { pageNumberInput, pageSizeInput } from '../common/paging.ts';

// Brand write keys for POST /api/proxy/ingest (docs/write-keys.md, docs/decisions/004-ingest.md),
// made, listed and revoked by admins at Settings › Integrations › API keys. The spec has an
// "Integrations" settings section (spec 002 §2) and no API-key screen: the page and its words are ours.

export const WRITE_KEY_NAME_MAX_LENGTH = 100;
/** The settings list's page size, and the most a caller may ask for. */
export const WRITE_KEYS_PAGE_SIZE = 25;
export const WRITE_KEYS_PAGE_SIZE_MAX = 100;

/** What an admin gives a new key: a name saying which system uses it. Messages follow the field's name. */
export const writeKeyInput = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(WRITE_KEY_NAME_MAX_LENGTH, `must be at most ${WRITE_KEY_NAME_MAX_LENGTH} characters`),
});
export type WriteKeyInput = z.input<typeof writeKeyInput>;

export const listWriteKeysInput = z.object({
  page: pageNumberInput,
  size: pageSizeInput(WRITE_KEYS_PAGE_SIZE_MAX, WRITE_KEYS_PAGE_SIZE),
});

export type WriteKeyStatus = 'active' | 'revoked';

/** A key as the API lists it (GraphQL `WriteKey`): never the key itself, nor its hash. */
export type WriteKey = {
  id: string;
  name: string;
  /**
   * The key's last four characters, to tell keys apart (`pwk_…Xy9Q`); null for keys made before the
   * hint was kept.
   */
  lastFour: string | null;
  status: WriteKeyStatus;
  createdAt: string;
  /** Who made it; null when it was made by the command line or the user no longer exists. */
  createdBy: { id: string; name: string } | null;
  /** The last accepted ingest call, to the minute; null when never used. */
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export type WriteKeyPage = { items: WriteKey[]; total: number; page: number; size: number };

/** How a key's hint reads in lists: never more than the key's last four characters. */
export function maskedWriteKey(lastFour: string | null): string {
  return lastFour ? `pwk_…${lastFour}` : 'pwk_…';
}

export const WRITE_KEY_TEXTS = {
  title: 'API keys',
  description:
    'Write keys let your own systems send identify and track calls to Parley (POST /api/proxy/ingest). Each key writes to this brand only.',
  newKey: 'New API key',
  create: 'Create key',
  empty: 'No API keys yet.',
  emptyHint: 'Create a key for each system that sends events, so you can revoke one without the others.',
  loading: 'Loading API keys',
  adminsOnly: 'Only admins can see and manage API keys.',
  name: 'Name',
  nameHint: 'Which system uses it, such as "Website" or "Billing backend".',
  key: 'Key',
  created: 'Created',
  createdBy: (name: string) => `by ${name}`,
  commandLine: 'from the command line',
  lastUsed: 'Last used',
  never: 'Never',
  status: 'Status',
  active: 'Active',
  revoked: 'Revoked',
  actions: 'Actions',
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revokeTitle: 'Revoke this API key?',
  revokeBody:
    'Systems using this key can no longer send events, from the next request on. This cannot be undone.',
  createdToast: 'API key created.',
  revokedToast: 'API key revoked.',
  secretTitle: 'Copy your new API key',
  secretWarning: 'This key will not be shown again. Copy it now and keep it somewhere safe.',
  secretLabel: 'API key',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  total: (count: number) => (count === 1 ? '1 key' : `${count} keys`),
  notFound: 'API key not found',
} as const;
