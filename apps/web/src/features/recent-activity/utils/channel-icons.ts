// One icon and colour per channel (the list's left column, the Channel filter's options).
import {
  type Icon,
  IconCalendarEvent,
  IconChecklist,
  IconMail,
  IconMessage,
  IconPhone,
  IconRecordMail,
  IconRoute,
  IconSpeakerphone,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ActivityChannel } from '../../../shared/graphql/schema-types.generated.ts';

export const CHANNEL_ICONS: Record<ActivityChannel, { icon: Icon; color: string }> = {
  call: { icon: IconPhone, color: 'teal' },
  sms: { icon: IconMessage, color: 'blue' },
  email: { icon: IconMail, color: 'indigo' },
  voicemail: { icon: IconRecordMail, color: 'cyan' },
  journey: { icon: IconRoute, color: 'grape' },
  segment: { icon: IconUsersGroup, color: 'violet' },
  campaign: { icon: IconSpeakerphone, color: 'orange' },
  task: { icon: IconChecklist, color: 'yellow' },
  contact: { icon: IconUserCircle, color: 'gray' },
  custom: { icon: IconCalendarEvent, color: 'pink' },
};

/** The channels in the order the filter offers them. */
export const ACTIVITY_CHANNEL_ORDER: readonly ActivityChannel[] = [
  'call',
  'sms',
  'email',
  'voicemail',
  'task',
  'journey',
  'campaign',
  'segment',
  'contact',
  'custom',
];
