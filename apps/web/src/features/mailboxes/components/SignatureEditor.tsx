import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export type SignatureEditorProps = {
  initialHtml: string;
  /** The editor's accessible name ("Signature for ada@agent.io"). */
  label: string;
  onChange: (html: string, isEmpty: boolean) => void;
};

/**
 * A mailbox's signature in the email composer's editor (TipTap through @mantine/tiptap): bold,
 * italic, lists, links. A chunk of its own: the page shows without waiting for TipTap.
 */
export function SignatureEditor({ initialHtml, label, onChange }: SignatureEditorProps) {
  const editor = useEditor({
    // StarterKit 3 carries a Link of its own; Mantine's adds the link editor's Mod+K.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML(), current.isEmpty),
  });
  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={96} />
    </RichTextEditor>
  );
}
