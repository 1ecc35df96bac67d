import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import type { Editor } from '@tiptap/react';
import { RichTextField } from '../../../shared/rich-text/RichTextField.tsx';

export type EmailBodyEditorProps = {
  initialHtml: string;
  readOnly: boolean;
  onChange: (html: string) => void;
  /** The editor, for the composer to read the body when it sends. */
  onReady?: (editor: Editor) => void;
};

/** The email's rich-text body: bold, italic, lists, links, quotes. */
export function EmailBodyEditor({ initialHtml, readOnly, onChange, onReady }: EmailBodyEditorProps) {
  return (
    <RichTextField
      initialHtml={initialHtml}
      label={EMAIL_TEXTS.body}
      readOnly={readOnly}
      withQuote
      minHeight={160}
      onChange={(html) => onChange(html)}
      {...(onReady ? { onReady } : {})}
    />
  );
}
