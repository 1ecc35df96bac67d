import { IconBuildingStore, IconId } from '@tabler/icons-react';
import type { SectionNavDefinition } from '../side-nav/section-nav-types.ts';

// spec 002 §2 "Phone Numbers side navigation".
export const PHONE_NUMBERS_NAV: SectionNavDefinition = {
  title: 'Phone Numbers',
  basePath: '/phone-numbers',
  sections: [
    { kind: 'link', label: 'Business Profile', to: 'business-profile', icon: IconBuildingStore },
    { kind: 'link', label: 'Branded Caller ID', to: 'branded-phone-numbers', icon: IconId },
  ],
};
