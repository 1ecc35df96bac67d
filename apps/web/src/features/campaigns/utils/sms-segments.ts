// How many SMS segments a text takes (issue 14 editor: "character count and SMS segment count").
// GSM 03.38 texts fit 160 characters in one segment and 153 per segment when split (the rest is the
// concatenation header); any other character makes the whole text UCS-2: 70, then 67 per segment.
// The GSM extension characters (^ { } \ [ ~ ] | €) take two septets each.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export const SMS_GSM_SINGLE = 160;
export const SMS_GSM_PART = 153;
export const SMS_UNICODE_SINGLE = 70;
export const SMS_UNICODE_PART = 67;

export type SmsLength = { characters: number; segments: number; unicode: boolean };

/** Characters as the user counts them, segments as the carrier bills them (0 for an empty text). */
export function smsLength(text: string): SmsLength {
  const characters = [...text];
  let septets = 0;
  let unicode = false;
  for (const character of characters) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENDED.includes(character)) septets += 2;
    else unicode = true;
  }
  if (unicode) {
    // UCS-2 counts UTF-16 code units: an emoji takes two.
    const units = text.length;
    const segments = units === 0 ? 0 : units <= SMS_UNICODE_SINGLE ? 1 : Math.ceil(units / SMS_UNICODE_PART);
    return { characters: characters.length, segments, unicode };
  }
  const segments = septets === 0 ? 0 : septets <= SMS_GSM_SINGLE ? 1 : Math.ceil(septets / SMS_GSM_PART);
  return { characters: characters.length, segments, unicode };
}
