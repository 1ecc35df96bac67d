import { RichTextField } from '../../../shared/rich-text/RichTextField.tsx';

export type SignatureEditorProps = {
  initialHtml: string;
  /** The editor's accessible name ("Signature for ada@agent.io"). */
  label: string;
  onChange: (html: string, isEmpty: boolean) => void;
};

/**
 * A mailbox's signature in the email composer's editor. A chunk of its own: the page shows without
 * waiting for TipTap.
 */
export function SignatureEditor({ initialHtml, label, onChange }: SignatureEditorProps) {
  return <RichTextField initialHtml={initialHtml} label={label} minHeight={96} onChange={onChange} />;
}
