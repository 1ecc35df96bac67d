import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './own-postgres';

// A real mail server for the email tests: Debian's Dovecot (IMAP, LMTP delivery, SASL for SMTP
// AUTH) and Postfix (SMTP). Each start writes its own configuration, queue and mailboxes into a
// temporary directory and listens on free local ports, so it never touches the machine's own mail
// setup and several workers can each run one. Plain-text logins without TLS are allowed: only
// 127.0.0.1 is listened on.

const PACKAGES = ['dovecot-imapd', 'dovecot-lmtpd', 'postfix'];
const DOVECOT = '/usr/sbin/dovecot';
const POSTFIX = '/usr/sbin/postfix';
const DOMAINS = ['parley.test', 'example.test'];
const ADDRESSES = ['support@parley.test', 'agent@parley.test', 'contact@example.test'];

export type MailServerUser = { address: string; password: string };

export type MailServer = {
  imap: { host: string; port: number };
  smtp: { host: string; port: number };
  users: MailServerUser[];
  /** Stops the daemons once every caller of startMailServer in this process has called stop. */
  stop(): Promise<void>;
};

/** Why this machine cannot run the test mail server, or null when it can (installing it if needed). */
export function mailServerUnavailable(): string | null {
  const installed = existsSync(DOVECOT) && existsSync(POSTFIX) && existsSync('/usr/lib/dovecot/lmtp');
  if (process.getuid?.() === 0) return null;
  if (!installed) {
    return (
      `The mail tests need Debian's Dovecot and Postfix. Install them as root:\n` +
      `  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}\n` +
      'then run the tests again.'
    );
  }
  // Postfix's master and Dovecot's privilege separation both start as root.
  return 'The mail tests start Postfix and Dovecot, which must be started as root.';
}

function ensureInstalled(): void {
  if (existsSync(DOVECOT) && existsSync(POSTFIX) && existsSync('/usr/lib/dovecot/lmtp')) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { env, stdio: 'pipe' as const, timeout: 300_000 };
  execFileSync('apt-get', ['update', '-qq'], options);
  // Another test worker may be installing them at the same moment: wait for its dpkg lock.
  execFileSync('apt-get', ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=240', ...PACKAGES], options);
}

function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

type Layout = {
  dir: string;
  dovecotConf: string;
  postfixDir: string;
  imapPort: number;
  smtpPort: number;
  users: MailServerUser[];
};

function writeDovecotConfig(layout: Layout, mailUid: number, mailGid: number): void {
  const { dir } = layout;
  const run = path.join(dir, 'dovecot-run');
  const mail = path.join(dir, 'mail');
  mkdirSync(mail);
  chownSync(mail, mailUid, mailGid);
  // passwd-file: user:password:uid:gid::home — one file is both the passdb and the userdb.
  const passwd = layout.users
    .map(({ address, password }) => {
      const [local, domain] = address.split('@');
      return `${address}:{PLAIN}${password}:${mailUid}:${mailGid}::${path.join(mail, domain ?? '', local ?? '')}::`;
    })
    .join('\n');
  writeFileSync(path.join(dir, 'dovecot-users'), `${passwd}\n`, { mode: 0o644 });
  const config = `
instance_name = parley-test-${path.basename(dir)}
base_dir = ${run}
state_dir = ${path.join(dir, 'dovecot-state')}
log_path = ${path.join(dir, 'dovecot.log')}
protocols = imap lmtp
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# Tests try wrong passwords on purpose: answer at once instead of after the usual 2 s.
auth_failure_delay = 0
first_valid_uid = ${mailUid}
first_valid_gid = ${mailGid}
mail_location = maildir:~/Maildir
postmaster_address = postmaster@parley.test
passdb {
  driver = passwd-file
  args = ${path.join(dir, 'dovecot-users')}
}
userdb {
  driver = passwd-file
  args = ${path.join(dir, 'dovecot-users')}
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
  }
  mailbox Sent {
    special_use = \\Sent
  }
  mailbox Trash {
    special_use = \\Trash
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${layout.imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  unix_listener lmtp {
    mode = 0666
  }
}
service auth {
  unix_listener auth-postfix {
    mode = 0666
  }
}
# Dovecot slows every login from an address after a failed one (up to 15 s): the tests fail logins
# on purpose from 127.0.0.1, so the penalty's socket is closed to the auth process, which turns it off.
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0600
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  writeFileSync(layout.dovecotConf, config, { mode: 0o644 });
}

// Only the services a local SMTP server delivering to LMTP needs, none chrooted (the queue lives in
// the temporary directory, which has no chroot files).
const MASTER_SERVICES = [
  'pickup    unix  n       -       n       60      1       pickup',
  'cleanup   unix  n       -       n       -       0       cleanup',
  'qmgr      unix  n       -       n       300     1       qmgr',
  'rewrite   unix  -       -       n       -       -       trivial-rewrite',
  'bounce    unix  -       -       n       -       0       bounce',
  'defer     unix  -       -       n       -       0       bounce',
  'trace     unix  -       -       n       -       0       bounce',
  'verify    unix  -       -       n       -       1       verify',
  'flush     unix  n       -       n       1000?   0       flush',
  'proxymap  unix  -       -       n       -       -       proxymap',
  'smtp      unix  -       -       n       -       -       smtp',
  'relay     unix  -       -       n       -       -       smtp',
  'showq     unix  n       -       n       -       -       showq',
  'error     unix  -       -       n       -       -       error',
  'retry     unix  -       -       n       -       -       error',
  'discard   unix  -       -       n       -       -       discard',
  'lmtp      unix  -       -       n       -       -       lmtp',
  'anvil     unix  -       -       n       -       1       anvil',
  'scache    unix  -       -       n       -       1       scache',
  'postlog   unix-dgram n  -       n       -       1       postlogd',
];

function writePostfixConfig(layout: Layout): void {
  const { dir, postfixDir } = layout;
  const run = path.join(dir, 'dovecot-run');
  mkdirSync(postfixDir);
  // Postfix creates the queue's subdirectories itself (post-install), not the queue or data root.
  mkdirSync(path.join(dir, 'postfix-queue'), { mode: 0o755 });
  mkdirSync(path.join(dir, 'postfix-data'), { mode: 0o700 });
  chownSync(path.join(dir, 'postfix-data'), idOf('postfix', '-u'), idOf('postfix', '-g'));
  const mailboxes = path.join(postfixDir, 'virtual-mailboxes');
  writeFileSync(mailboxes, `${layout.users.map((user) => `${user.address} OK`).join('\n')}\n`);
  const main = `
compatibility_level = 3.6
queue_directory = ${path.join(dir, 'postfix-queue')}
data_directory = ${path.join(dir, 'postfix-data')}
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
meta_directory = /etc/postfix
shlib_directory = /usr/lib/postfix
mail_owner = postfix
setgid_group = postdrop
maillog_file = ${path.join(dir, 'postfix.log')}
maillog_file_prefixes = ${dir}
myhostname = mail.parley.test
mydomain = parley.test
myorigin = $mydomain
mydestination =
inet_interfaces = loopback-only
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
relayhost =
alias_maps =
alias_database =
local_recipient_maps =
biff = no
message_size_limit = 52428800
virtual_mailbox_domains = ${DOMAINS.join(', ')}
virtual_mailbox_maps = texthash:${mailboxes}
virtual_transport = lmtp:unix:${path.join(run, 'lmtp')}
smtpd_tls_security_level = none
smtp_tls_security_level = none
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = ${path.join(run, 'auth-postfix')}
smtpd_sasl_security_options = noanonymous
smtpd_error_sleep_time = 0s
smtpd_relay_restrictions = permit_sasl_authenticated, permit_mynetworks, reject_unauth_destination
`;
  writeFileSync(path.join(postfixDir, 'main.cf'), main);
  const smtpd = `127.0.0.1:${layout.smtpPort} inet n - n - - smtpd`;
  writeFileSync(path.join(postfixDir, 'master.cf'), `${[smtpd, ...MASTER_SERVICES].join('\n')}\n`);
}

async function waitForPort(port: number, logFile: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The test mail server did not listen on port ${port} within 15 s (see ${logFile})`);
}

type Running = { server: Omit<MailServer, 'stop'>; halt(): void };

/**
 * Runs a daemon's control command. Its output goes to a file, not a pipe: a daemon that forks keeps
 * the pipe open and execFileSync would wait for it forever.
 */
function command(file: string, args: string[], outputFile: string): void {
  const output = openSync(outputFile, 'a');
  try {
    execFileSync(file, args, { stdio: ['ignore', output, output], timeout: 30_000 });
  } catch (error) {
    const said = readFileSync(outputFile, 'utf8').trim().split('\n').slice(-5).join('\n');
    throw new Error(`${path.basename(file)} ${args.join(' ')} failed: ${said}`, { cause: error });
  } finally {
    closeSync(output);
  }
}

async function launch(): Promise<Running> {
  ensureInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'parley-mail-'));
  // Dovecot's login processes (dovenull) and Postfix's daemons (postfix) reach sockets in here.
  chmodSync(dir, 0o755);
  const layout: Layout = {
    dir,
    dovecotConf: path.join(dir, 'dovecot.conf'),
    postfixDir: path.join(dir, 'postfix'),
    imapPort: await freePort(),
    smtpPort: await freePort(),
    users: ADDRESSES.map((address) => ({ address, password: randomBytes(12).toString('hex') })),
  };
  writeDovecotConfig(layout, idOf('mail', '-u'), idOf('mail', '-g'));
  writePostfixConfig(layout);
  const output = path.join(dir, 'daemons.out');
  let dovecotStarted = false;
  let postfixStarted = false;
  const halt = () => {
    if (postfixStarted) ignoreFailure(() => command(POSTFIX, ['-c', layout.postfixDir, 'stop'], output));
    if (dovecotStarted) ignoreFailure(() => command(DOVECOT, ['-c', layout.dovecotConf, 'stop'], output));
    postfixStarted = false;
    dovecotStarted = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    command(DOVECOT, ['-c', layout.dovecotConf], output);
    dovecotStarted = true;
    // `postfix start` creates the queue directories with the owners Postfix wants.
    command(POSTFIX, ['-c', layout.postfixDir, 'start'], output);
    postfixStarted = true;
    await waitForPort(layout.imapPort, path.join(dir, 'dovecot.log'));
    await waitForPort(layout.smtpPort, path.join(dir, 'postfix.log'));
  } catch (error) {
    halt();
    throw error;
  }
  return {
    server: {
      imap: { host: '127.0.0.1', port: layout.imapPort },
      smtp: { host: '127.0.0.1', port: layout.smtpPort },
      users: layout.users,
    },
    halt,
  };
}

function ignoreFailure(action: () => void): void {
  try {
    action();
  } catch {
    // Already stopped.
  }
}

let running: Promise<Running> | null = null;
let started: Running | null = null;
let holders = 0;

/**
 * Starts the test mail server, or hands back the one this process already runs. Every caller calls
 * stop() when done (afterAll); the daemons stop with the last one, and with the process at the latest.
 */
export async function startMailServer(): Promise<MailServer> {
  const reason = mailServerUnavailable();
  if (reason) throw new Error(reason);
  if (!running) {
    running = launch().then(
      (launched) => {
        if (!started) process.once('exit', haltOnExit);
        started = launched;
        return launched;
      },
      (error: unknown) => {
        running = null;
        throw error;
      },
    );
  }
  const current = await running;
  holders += 1;
  let stopped = false;
  return {
    ...current.server,
    async stop() {
      if (stopped) return;
      stopped = true;
      holders -= 1;
      if (holders > 0 || started !== current) return;
      running = null;
      started = null;
      process.off('exit', haltOnExit);
      current.halt();
    },
  };
}

/** A worker that ends without afterAll leaves no daemons behind ('exit' handlers must be synchronous). */
function haltOnExit(): void {
  started?.halt();
}
