// The desk's customer panel (issue 17 item 1): its own texts, beside the feature it belongs to.
export const CUSTOMER_PANEL_TEXTS = {
  title: 'Customer',
  collapse: 'Hide customer',
  expand: 'Show customer',
  loading: 'Loading customer',
  failed: 'Could not load this customer.',
  unnamed: 'Unnamed contact',
  name: 'Customer name',
  phones: 'Phones',
  emails: 'Emails',
  properties: 'Details',
  timeline: 'Timeline',
  optedIn: 'Opted in',
  optedOut: 'Opted out',
  sms: 'SMS',
  voice: 'Voice',
  email: 'Email',
} as const;
