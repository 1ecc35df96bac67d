// The SMS editor's live preview with a sample contact (issue 14 editor).
import { renderTemplate } from '@parley/core/journeys/templates';

/** The contact the editor's preview fills a text with (rendered in the browser, as the server will). */
export const SAMPLE_CONTACT: Readonly<Record<string, string>> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contactPhone: '+14155550100',
  externalId: 'CRM-1001',
};

export function renderSmsPreview(content: string): string {
  return renderTemplate(content, { contact: SAMPLE_CONTACT, event: null });
}
