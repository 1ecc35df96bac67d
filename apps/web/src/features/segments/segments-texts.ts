// Texts of the segments pages. spec 001 §8 gives 'Error uploading file'; the rest is Parley's
// wording, shaped like the contact-list texts of spec 002 §8.
import { REST_ERROR_TEXTS } from '@parley/core/common/texts';

export const SEGMENTS_TEXTS = {
  title: 'Segments',
  newSegment: 'New Segment',
  noSegments: 'No segments yet. Create one to group contacts by conditions or by uploading a CSV file.',
  loadFailed: 'Could not load segments.',
  notFound: 'Segment not found',
  managersOnly: 'Segments are managed by admins and supervisors.',
  columns: { name: 'Name', type: 'Type', count: 'Contacts', updated: 'Updated' },
  typeLabels: { dynamic: 'Dynamic', static: 'Static' },
  typeHelp: {
    dynamic: 'Contacts that match conditions, counted live.',
    static: 'A fixed set of contacts, added by uploading CSV files.',
  },
  nameLabel: 'Name',
  typeLabel: 'Type',
  conditionsLabel: 'Conditions',
  staticAfterSave: 'Save the segment, then upload a CSV file of its contacts.',
  save: 'Save',
  delete: 'Delete',
  back: 'All segments',
  confirmDelete: (name: string) => `Delete the segment "${name}"? Its contacts are kept.`,
  cancel: 'Cancel',
  created: 'Segment Created.',
  updated: 'Segment Updated.',
  deleted: 'Segment Deleted.',
  createFailed: 'Segment failed to be created.',
  updateFailed: 'Segment failed to update',
  deleteFailed: 'Segment failed to delete.',
  countUnknown: 'Count unavailable',
  liveCount: (count: number) =>
    count === 1 ? '1 contact matches' : `${count.toLocaleString('en-US')} contacts match`,
  counting: 'Counting…',
  countIncomplete: 'Complete the conditions to see how many contacts match.',
  countFailed: 'Could not count the matching contacts.',
  memberCount: (count: number) => (count === 1 ? '1 contact' : `${count.toLocaleString('en-US')} contacts`),
  upload: {
    title: 'Upload contacts',
    help: 'A CSV file with a header row: phone, email, externalId, firstName, lastName and any custom columns. Each row finds its contact by phone, else email, else externalId, or creates one.',
    fileLabel: 'CSV file',
    filePlaceholder: 'Choose a .csv file',
    typeRowLabel: 'The second row holds data types (string, number, boolean, datetime)',
    submit: 'Upload',
    uploading: 'Uploading…',
    failed: REST_ERROR_TEXTS.uploadingFile,
    summary: (added: number, created: number, failed: number) =>
      `${added.toLocaleString('en-US')} added to the segment, ${created.toLocaleString('en-US')} new contacts, ${failed.toLocaleString('en-US')} rows skipped`,
    errorsTitle: 'Skipped rows',
    errorsMore: (shown: number, failed: number) =>
      `Showing the first ${shown} errors of ${failed} skipped rows.`,
    columns: { line: 'Line', field: 'Column', message: 'Problem' },
  },
} as const;
