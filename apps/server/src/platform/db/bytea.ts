import { customType } from 'drizzle-orm/pg-core';

/**
 * A binary column (voicemail drops, call recordings, email attachments): node-postgres reads a
 * Buffer, PGlite a Uint8Array; both take either.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
