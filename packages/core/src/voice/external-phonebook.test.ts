import { describe, expect, it } from 'vitest';
import { addParticipantInput, EXTERNAL_NUMBER_TEXTS, externalTransferInput } from './external-phonebook.ts';

const ENTRY = '33333333-3333-4333-8333-333333333333';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { field: issue.path.join('.'), message: issue.message } : null;
}

describe('the outside number of an external transfer or add-participant', () => {
  it('takes a phonebook entry', () => {
    expect(externalTransferInput.parse({ taskSid: 'WT1', phonebookEntryId: ENTRY })).toEqual({
      taskSid: 'WT1',
      target: { kind: 'phonebookEntry', phonebookEntryId: ENTRY },
    });
  });

  it('takes a typed number, normalised to E.164 (US by default)', () => {
    expect(externalTransferInput.parse({ taskSid: 'WT1', phoneNumber: ' (415) 555-0183 ' })).toEqual({
      taskSid: 'WT1',
      target: { kind: 'phoneNumber', phoneNumber: '+14155550183' },
    });
    expect(addParticipantInput.parse({ conferenceSid: 'CF1', phoneNumber: '+44 20 7946 0958' })).toEqual({
      conferenceSid: 'CF1',
      target: { kind: 'phoneNumber', phoneNumber: '+442079460958' },
    });
  });

  it('refuses an invalid number, both at once, and neither, naming the field', () => {
    for (const phoneNumber of ['12', 'call me', '']) {
      expect(firstIssue(externalTransferInput.safeParse({ taskSid: 'WT1', phoneNumber }))).toEqual({
        field: 'phoneNumber',
        message: EXTERNAL_NUMBER_TEXTS.invalidPhoneNumber,
      });
    }
    expect(
      firstIssue(
        addParticipantInput.safeParse({
          conferenceSid: 'CF1',
          phonebookEntryId: ENTRY,
          phoneNumber: '4155550183',
        }),
      ),
    ).toEqual({ field: 'phoneNumber', message: EXTERNAL_NUMBER_TEXTS.bothGiven });
    expect(firstIssue(externalTransferInput.safeParse({ taskSid: 'WT1' }))).toEqual({
      field: 'phonebookEntryId',
      message: 'is required',
    });
    expect(
      firstIssue(externalTransferInput.safeParse({ taskSid: 'WT1', phonebookEntryId: 'x' }))?.field,
    ).toBe('phonebookEntryId');
  });
});
