// The audience column of the campaigns list (issue 14 list).
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';

type AudienceItem = { id: string; name: string | null };

const TEXTS = CAMPAIGNS_TEXTS.audience;

/** The list's audience column: the one item's name, else how many segments and lists. */
export function audienceSummary(
  segments: readonly AudienceItem[],
  contactLists: readonly AudienceItem[],
): string {
  const [only] = [...segments, ...contactLists];
  if (!only) return TEXTS.none;
  if (segments.length + contactLists.length === 1)
    return only.name ?? (segments.length === 1 ? TEXTS.deletedSegment : TEXTS.deletedList);
  const parts: string[] = [];
  if (segments.length > 0) parts.push(TEXTS.segments(segments.length));
  if (contactLists.length > 0) parts.push(TEXTS.contactLists(contactLists.length));
  return parts.join(', ');
}
