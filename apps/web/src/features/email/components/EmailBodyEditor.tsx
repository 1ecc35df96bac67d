import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

export type EmailBodyEditorProps = {
  initialHtml: string;
  readOnly: boolean;
  onChange: (html: string) => void;
  /** The editor, for the composer to read the body when it sends. */
  onReady?: (editor: Editor) => void;
};

/** The rich-text body (TipTap through @mantine/tiptap): bold, italic, lists, links, quotes. */
export function EmailBodyEditor({ initialHtml, readOnly, onChange, onReady }: EmailBodyEditorProps) {
  const editor = useEditor({
    // StarterKit 3 carries a Link of its own; Mantine's adds the link editor's Mod+K.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initialHtml,
    editable: !readOnly,
    editorProps: {
      attributes: { 'aria-label': EMAIL_TEXTS.body, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
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
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={160} />
    </RichTextEditor>
  );
}
