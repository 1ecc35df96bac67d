import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  gqlError,
  gqlField,
  JOURNEY_RUN,
  JOURNEY_USERS,
  type JourneyRunAnswer,
  type JourneyRunPageAnswer,
  liveJourneyWithRuns,
  START_TEST_RUN,
} from './journeys-test-kit.ts';

// A test run from the builder (docs/journeys.md "Test run"): startJourneyTestRun for one contact,
// followed with journeyRun, left out of the journey's contacts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('test runs', () => {
  it('starts a test run of the draft for a contact (by profile id), followed with journeyRun', async () => {
    const { admin, journeyId, contacts } = await liveJourneyWithRuns(t);
    const started = await gqlField<JourneyRunAnswer>(admin.client, START_TEST_RUN, 'startJourneyTestRun', {
      journeyId,
      contactId: contacts.alan.profileId,
    });
    expect(started).toMatchObject({
      test: true,
      contact: { id: contacts.alan.id, profileId: contacts.alan.profileId, name: 'Alan Turing' },
    });
    const followed = await gqlField<JourneyRunAnswer>(admin.client, JOURNEY_RUN, 'journeyRun', {
      journeyId,
      runId: started.id,
    });
    expect(followed).toMatchObject({ id: started.id, test: true });
    // By the contact's id too; left out of the journey's contacts unless asked.
    await gqlField(admin.client, START_TEST_RUN, 'startJourneyTestRun', {
      journeyId,
      contactId: contacts.alan.id,
      useDraft: false,
    });
    const users = await gqlField<JourneyRunPageAnswer>(admin.client, JOURNEY_USERS, 'journeyUsers', {
      journeyId,
    });
    expect(users.total).toBe(4);

    expect(await gqlError(admin.client, START_TEST_RUN, { journeyId, contactId: 'pr-nobody' })).toMatchObject(
      { code: 'not_found', field: 'contactId', message: 'Contact not found' },
    );
    const supervisor = await signedInAs(t, ['supervisor'], admin.brandId);
    expect(
      await gqlError(supervisor.client, START_TEST_RUN, { journeyId, contactId: contacts.alan.profileId }),
    ).toMatchObject({ code: 'forbidden' });
    expect(
      (
        await gqlField<JourneyRunAnswer>(supervisor.client, JOURNEY_RUN, 'journeyRun', {
          journeyId,
          runId: started.id,
        })
      ).id,
    ).toBe(started.id);
    const stranger = await signedInAs(t, ['admin']);
    expect(await gqlError(stranger.client, JOURNEY_RUN, { journeyId, runId: started.id })).toMatchObject({
      code: 'not_found',
    });
  });
});
