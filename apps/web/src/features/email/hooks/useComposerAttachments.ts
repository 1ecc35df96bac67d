import { attachmentsProblem } from '@parley/core/email/attachments';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { removeDraftAttachment, uploadDraftAttachment } from '../api/email-api.ts';
import type { EmailAttachment } from '../api/email-types.ts';

export type ComposerAttachments = ReturnType<typeof useComposerAttachments>;

/**
 * The draft's files: checked with core's attachmentsProblem before anything is uploaded (the whole
 * set: count, total size, each file), then uploaded to the draft one by one; removable.
 */
export function useComposerAttachments(
  initial: readonly EmailAttachment[],
  /** Also counted against the limits: a forward's original files. */
  carried: readonly EmailAttachment[],
  /** The draft's id, saving the draft first when it does not exist yet. */
  ensureDraftId: () => Promise<string | null>,
) {
  const [files, setFiles] = useState<EmailAttachment[]>([...initial]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (picked: readonly File[]) => {
    if (picked.length === 0) return;
    const refused = attachmentsProblem([
      ...[...carried, ...files].map(({ filename, contentType, sizeBytes }) => ({
        filename,
        contentType,
        sizeBytes,
      })),
      ...picked.map((file) => ({ filename: file.name, contentType: file.type, sizeBytes: file.size })),
    ]);
    setProblem(refused);
    if (refused) return;
    const draftId = await ensureDraftId();
    if (!draftId) {
      setProblem(EMAIL_TEXTS.draftNotSaved);
      return;
    }
    for (const file of picked) {
      setUploading(file.name);
      try {
        const stored = await uploadDraftAttachment(draftId, file);
        setFiles((current) => [...current, stored]);
      } catch (error) {
        setProblem(
          isApiError(error) && error.status === 400
            ? error.message
            : EMAIL_TEXTS.attachmentNotUploaded(file.name),
        );
        break;
      } finally {
        setUploading(null);
      }
    }
  };

  const remove = async (draftId: string | null, file: EmailAttachment) => {
    setProblem(null);
    if (draftId) await removeDraftAttachment(draftId, file.id).catch(() => undefined);
    setFiles((current) => current.filter((item) => item.id !== file.id));
  };

  return { files, uploading, problem, add, remove };
}
