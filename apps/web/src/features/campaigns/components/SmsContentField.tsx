// An SMS campaign's text with its field menu, length and preview (issue 14 editor, SMS).
import { Button, Group, Menu, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useRef } from 'react';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import { renderSmsPreview } from '../utils/sms-preview.ts';
import { smsLength } from '../utils/sms-segments.ts';

export type SmsContentFieldProps = {
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

const FORM = CAMPAIGNS_TEXTS.form;

/**
 * The campaign text: an "Insert field" menu writing `{{ contact.… }}` at the cursor, the length in
 * characters and SMS segments, and a preview filled with a sample contact (core's renderTemplate,
 * as the server renders each contact's text).
 */
export function SmsContentField({ value, error, onChange }: SmsContentFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const length = smsLength(value);

  const insert = (path: string) => {
    const token = `{{ ${path} }}`;
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={textarea}
        label={FORM.content}
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="subtle" size="xs" leftSection={<IconBraces size={14} aria-hidden />}>
              {FORM.insertField}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CAMPAIGNS_TEXTS.templateFields.map((field) => (
              <Menu.Item key={field.path} onClick={() => insert(field.path)}>
                {field.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Text size="xs" c="dimmed" aria-live="polite">
          {FORM.characters(length.characters, length.segments, length.unicode)}
        </Text>
      </Group>
      {value.trim() !== '' && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Text size="xs" c="dimmed" mb={4}>
            {FORM.preview} · {FORM.previewHelp}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label={FORM.preview}>
            {renderSmsPreview(value)}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
