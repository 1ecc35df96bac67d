// The settings of an IMAP + SMTP mailbox, checked before any connection: a mistake names its field.

export type MailServerLogin = { host: string; port: number; secure: boolean; user: string; password: string };

export type ImapSmtpSettings = {
  imap: MailServerLogin;
  /** Null: the IMAP server's host and login, on the submission port 587 with STARTTLS required. */
  smtp: MailServerLogin | null;
  /** Where copies of sent mail go; by default the folder flagged \Sent, else `Sent` (created when missing). */
  sentFolder?: string;
  /** Accept a server certificate no authority signed (a self-hosted server). */
  allowSelfSigned?: boolean;
  /** Told what went wrong without failing a send that went out (a refused Cc, the copy to Sent). */
  log?: { warn(details: object, message: string): void };
};

function checkLogin(login: MailServerLogin, field: string): void {
  if (typeof login.host !== 'string' || login.host.trim() === '') {
    throw new TypeError(`${field}.host: the server's host name is required`);
  }
  if (!Number.isInteger(login.port) || login.port < 1 || login.port > 65_535) {
    throw new TypeError(`${field}.port: expected a port from 1 to 65535, got ${login.port}`);
  }
  if (typeof login.secure !== 'boolean') throw new TypeError(`${field}.secure: expected true or false`);
  if (typeof login.user !== 'string' || login.user === '')
    throw new TypeError(`${field}.user: the login is required`);
  if (typeof login.password !== 'string' || login.password === '') {
    throw new TypeError(`${field}.password: the password is required`);
  }
}

export function checkImapSmtpSettings(settings: ImapSmtpSettings): void {
  checkLogin(settings.imap, 'imap');
  if (settings.smtp !== null) checkLogin(settings.smtp, 'smtp');
  if (settings.sentFolder !== undefined && settings.sentFolder.trim() === '') {
    throw new TypeError('sentFolder: a folder name cannot be empty (leave it out to use the \\Sent folder)');
  }
}
