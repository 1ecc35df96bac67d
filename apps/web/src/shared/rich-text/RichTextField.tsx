import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export type RichTextFieldProps = {
  initialHtml: string;
  /** The editor's accessible name. */
  label: string;
  readOnly?: boolean;
  /** A block quote button (an email's body quotes what it answers). */
  withQuote?: boolean;
  minHeight: number;
  onChange: (html: string, isEmpty: boolean) => void;
  /** The editor, for a form that reads it when it submits. */
  onReady?: (editor: Editor) => void;
};

/**
 * Rich text (TipTap through @mantine/tiptap): bold, italic, lists, links, and quotes when asked. The
 * email composer's body and a mailbox's signature; load it in a chunk of its own (it is large).
 */
export function RichTextField({
  initialHtml,
  label,
  readOnly = false,
  withQuote = false,
  minHeight,
  onChange,
  onReady,
}: RichTextFieldProps) {
  const editor = useEditor({
    // StarterKit 3 carries a Link of its own; Mantine's adds the link editor's Mod+K.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initialHtml,
    editable: !readOnly,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML(), current.isEmpty),
  });
  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

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
          {withQuote && <RichTextEditor.Blockquote />}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={minHeight} />
    </RichTextEditor>
  );
}
