import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { IconPhotoOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { attachmentUrl } from '../api/email-api.ts';
import type { EmailMessage } from '../api/email-types.ts';
import { EMAIL_DESK_TEXTS } from '../email-desk-texts.ts';
import { sanitizeEmailHtml } from '../utils/sanitize-email-html.ts';

export type EmailBodyProps = { message: EmailMessage };

/**
 * A mail's body: its HTML sanitized (no scripts, handlers, forms or frames; links in a new tab), remote
 * images held back until the agent asks; plain text pre-wrapped when the mail has no HTML.
 */
export function EmailBody({ message }: EmailBodyProps) {
  const [showImages, setShowImages] = useState(false);
  const sanitized = useMemo(() => {
    if (!message.html) return null;
    const inline = new Map(
      message.attachments.flatMap((file) =>
        file.contentId ? [[file.contentId, attachmentUrl(file.id)]] : [],
      ),
    );
    return sanitizeEmailHtml(message.html, {
      showRemoteImages: showImages,
      inlineImageUrl: (contentId) => inline.get(contentId) ?? null,
    });
  }, [message.html, message.attachments, showImages]);

  if (!sanitized) {
    return (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text?.trim() ? message.text : EMAIL_DESK_TEXTS.noContent}
      </Text>
    );
  }
  return (
    <>
      {sanitized.blockedImages > 0 && (
        <Alert variant="light" color="gray" p="xs" icon={<IconPhotoOff size={16} aria-hidden />}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{EMAIL_TEXTS.imagesHidden}</Text>
            <Button size="compact-sm" variant="default" onClick={() => setShowImages(true)}>
              {EMAIL_TEXTS.showImages}
            </Button>
          </Group>
        </Alert>
      )}
      <Box
        className="parley-email-body"
        fz="sm"
        // contain: a sender's fixed or absolute positioning stays inside the message's box.
        style={{ overflowX: 'auto', overflowWrap: 'anywhere', contain: 'content' }}
        // The HTML went through sanitizeEmailHtml (DOMPurify) just above.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized mail HTML is the point of this view.
        dangerouslySetInnerHTML={{ __html: sanitized.html }}
      />
    </>
  );
}
