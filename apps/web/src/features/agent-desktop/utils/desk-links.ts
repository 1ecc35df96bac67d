/**
 * Links into the desk from elsewhere (issue 16: a contact's Send a text): `/agent?textPhoneNumber=…`
 * opens New text with the number filled in. The dial pad's own link is spec 001 §2's
 * `/agent?phoneNumber=…&contactId=…` (contact-search).
 */
export const TEXT_PHONE_PARAM = 'textPhoneNumber';

export function deskTextLink(phoneNumber: string): string {
  return `/agent?${new URLSearchParams({ [TEXT_PHONE_PARAM]: phoneNumber })}`;
}
