// Attachment limits (docs/email.md "Limits"): at most 10 per message, 10 MB each, 20 MB together;
// programs and scripts refused by extension and by type. Each refusal names the file and the reason.

export const EMAIL_ATTACHMENT_LIMITS = {
  perMessage: 10,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 20 * 1024 * 1024,
} as const;

export const ATTACHMENT_FILENAME_MAX_LENGTH = 200;
const FALLBACK_FILENAME = 'attachment';

/** Extensions of files that run when opened (Windows, macOS, Android, Java, shells, disk images). */
export const REFUSED_ATTACHMENT_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe',
  'bat',
  'cmd',
  'com',
  'cpl',
  'js',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'scr',
  'msi',
  'msp',
  'ps1',
  'psm1',
  'jar',
  'hta',
  'lnk',
  'reg',
  'dll',
  'sh',
  'app',
  'dmg',
  'iso',
  'apk',
]);

/** Content types of the same kinds of file, whatever the name says. */
export const REFUSED_ATTACHMENT_TYPES: ReadonlySet<string> = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-msdos-program',
  'application/x-executable',
  'application/vnd.microsoft.portable-executable',
  'application/x-ms-shortcut',
  'application/x-msi',
  'application/x-ms-installer',
  'application/x-bat',
  'application/x-sh',
  'application/x-shellscript',
  'application/x-csh',
  'application/java-archive',
  'application/x-java-archive',
  'application/hta',
  'application/javascript',
  'application/x-javascript',
  'text/javascript',
  'application/x-vbscript',
  'text/vbscript',
  'application/x-powershell',
  'application/x-apple-diskimage',
  'application/x-iso9660-image',
  'application/vnd.android.package-archive',
  'application/x-mach-binary',
]);

export type AttachmentFile = { filename: string; contentType: string; sizeBytes: number };

const MEGABYTE = 1024 * 1024;

/**
 * 12.3 MB to the nearest tenth; a size over `limitBytes` is rounded up instead when the nearest
 * tenth would read as the limit itself ("10 MB: at most 10 MB").
 */
function megabytes(bytes: number, limitBytes?: number): string {
  let tenths = Math.round((bytes / MEGABYTE) * 10) / 10;
  if (limitBytes !== undefined && bytes > limitBytes && tenths * MEGABYTE <= limitBytes) {
    tenths = Math.ceil((bytes / MEGABYTE) * 10) / 10;
  }
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)} MB`;
}

// Control characters, and invisible format characters such as the direction mark that makes
// "photo\u202Egpj.exe" show as "photoexe.jpg".
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;
// Characters Windows refuses in names (path separators are handled first).
const RESERVED_CHARACTERS = /[<>:"|?*]/g;

/**
 * A name safe to store, show and send: the last segment of any path, no control or direction
 * characters, no characters Windows refuses, at most 200 characters (the extension kept), else
 * 'attachment'.
 */
export function safeFilename(name: string): string {
  const lastSegment = name.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return FALLBACK_FILENAME;
  const characters = Array.from(cleaned);
  if (characters.length <= ATTACHMENT_FILENAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keepExtension = extension.length > 0 && extension.length <= 20;
  const stemLength = ATTACHMENT_FILENAME_MAX_LENGTH - (keepExtension ? extension.length : 0);
  return characters.slice(0, stemLength).join('').trimEnd() + (keepExtension ? extension.join('') : '');
}

/** The lower-case extension; trailing dots and spaces are ignored, as Windows ignores them. */
function extensionOf(filename: string): string {
  const trimmed = filename.replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  return dot === -1 ? '' : trimmed.slice(dot + 1).toLowerCase();
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Why this file cannot be attached, as a sentence naming it, or null when it can. */
export function attachmentProblem(file: AttachmentFile): string | null {
  const filename = safeFilename(file.filename);
  if (
    REFUSED_ATTACHMENT_EXTENSIONS.has(extensionOf(filename)) ||
    REFUSED_ATTACHMENT_TYPES.has(mediaType(file.contentType))
  ) {
    return `"${filename}" is refused: programs and scripts cannot be attached.`;
  }
  if (!Number.isFinite(file.sizeBytes) || file.sizeBytes <= 0) {
    return `"${filename}" is empty: an attachment needs some content.`;
  }
  if (file.sizeBytes > EMAIL_ATTACHMENT_LIMITS.fileBytes) {
    return `"${filename}" is ${megabytes(file.sizeBytes, EMAIL_ATTACHMENT_LIMITS.fileBytes)}: an attachment can be at most ${megabytes(EMAIL_ATTACHMENT_LIMITS.fileBytes)}.`;
  }
  return null;
}

/** The first reason these files cannot go on one message together: count, total size, then each file. */
export function attachmentsProblem(files: readonly AttachmentFile[]): string | null {
  if (files.length > EMAIL_ATTACHMENT_LIMITS.perMessage) {
    return `An email can have at most ${EMAIL_ATTACHMENT_LIMITS.perMessage} attachments; this one has ${files.length}.`;
  }
  const totalBytes = files.reduce(
    (sum, file) => sum + (Number.isFinite(file.sizeBytes) ? file.sizeBytes : 0),
    0,
  );
  if (totalBytes > EMAIL_ATTACHMENT_LIMITS.totalBytes) {
    return `The attachments come to ${megabytes(totalBytes, EMAIL_ATTACHMENT_LIMITS.totalBytes)}: together they can be at most ${megabytes(EMAIL_ATTACHMENT_LIMITS.totalBytes)}.`;
  }
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem !== null) return problem;
  }
  return null;
}
