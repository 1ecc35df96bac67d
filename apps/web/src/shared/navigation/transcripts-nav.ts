import { IconBulb, IconFileText, IconFlag, IconSparkles, IconTargetArrow } from '@tabler/icons-react';
import type { SectionNavDefinition } from '../side-nav/section-nav-types.ts';

// spec 002 §2 "Conversation Intelligence side navigation (under /transcripts)".
export const TRANSCRIPTS_NAV: SectionNavDefinition = {
  title: 'Conversation Intelligence',
  basePath: '/transcripts',
  sections: [
    { kind: 'link', label: 'Recordings & Transcripts', to: '', icon: IconFileText },
    { kind: 'link', label: 'Moments', to: 'trackers', icon: IconFlag },
    { kind: 'link', label: 'Scorecards', to: 'scorecards', icon: IconTargetArrow },
    { kind: 'link', label: 'Insights', to: 'insights', icon: IconBulb },
    { kind: 'link', label: 'Custom Analysis', to: 'custom-analysis', icon: IconSparkles },
  ],
};
