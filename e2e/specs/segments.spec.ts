import { randomBytes } from 'node:crypto';
import { Segments, type SkippedRow } from '../pages/Segments.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { expect, test } from '../support/test.ts';

// Issue 4, "Tests that must exist": segments (dynamic with the condition builder and its live count,
// static with CSV uploads) and the audience pages, in Chromium as the demo admin (docs/segments.md,
// docs/audience.md). The demo brand has 300 contacts (apps/server/src/seed/demo-contacts.ts): contact
// i lives in PLACES[i % 6], so exactly 50 have the custom property city "Chicago" and 250 another
// city; contact 0 has the number +1 (212) 555-0100 and, as every third contact, a "signed up" event
// (apps/server/src/modules/events/seed-demo-events.ts). Demo numbers are 555-0100 to 555-0149.

const TEXTS = {
  created: 'Segment Created.',
  updated: 'Segment Updated.',
  deleted: 'Segment Deleted.',
  countIncomplete: 'Complete the conditions to see how many contacts match.',
  staticAfterSave: 'Save the segment, then upload a CSV file of its contacts.',
  /** spec 001 §8. */
  uploadFailed: 'Error uploading file',
  liveCount: (count: number) => (count === 1 ? '1 contact matches' : `${count} contacts match`),
  members: (count: number) => (count === 1 ? '1 contact' : `${count} contacts`),
  summary: (added: number, created: number, failed: number) =>
    `${added} added to the segment, ${created} new contacts, ${failed} rows skipped`,
  searchTooShort: 'Minimum of 2 characters is required for search.',
};
const CHICAGO_CONTACTS = 50;
const OTHER_CITY_CONTACTS = 250;

type TreeSpec = { attribute: string; operator: 'equals' | 'notEquals'; value: string };

/** The condition tree the editor builds for one contact-attribute string filter, written by hand. */
function attributeTree({ attribute, operator, value }: TreeSpec) {
  return {
    joinType: 'all',
    groups: [
      {
        name: 'Group 1',
        joinType: 'all',
        conditions: [
          {
            conditionalType: 'contactAttribute',
            eventName: null,
            eventOperator: 'isSet',
            lastEventOnly: false,
            filters: [
              {
                propertyName: attribute,
                propertyType: 'string',
                propertyOperator: operator,
                propertyValue: value,
              },
            ],
          },
        ],
      },
    ],
  };
}

/** What the server counts for a tree: previewSegmentCount, asked apart from the browser. */
async function serverCount(api: AdminApi, tree: object): Promise<number> {
  const { previewSegmentCount } = await api.graphql<{ previewSegmentCount: number }>(
    'query ($conditions: JSON!) { previewSegmentCount(conditions: $conditions) }',
    { conditions: tree },
  );
  return previewSegmentCount;
}

type Member = {
  name: string | null;
  contactPhone: string | null;
  email: string | null;
  externalId: string | null;
};

/** Every member of a static segment, through GraphQL. */
async function segmentMembers(api: AdminApi, id: string): Promise<Member[]> {
  const { segmentContacts } = await api.graphql<{ segmentContacts: { items: Member[]; hasMore: boolean } }>(
    'query ($id: ID!) { segmentContacts(id: $id, size: 100) { items { name contactPhone email externalId } hasMore } }',
    { id },
  );
  expect(segmentContacts.hasMore).toBe(false);
  return segmentContacts.items;
}

type Found = { profileId: string; name: string | null };

/** The contact search of the audience page (spec 001 §5), through GraphQL. */
async function searchContacts(api: AdminApi, query: string): Promise<Found[]> {
  const { searchContacts } = await api.graphql<{ searchContacts: { items: Found[] } }>(
    'query ($query: String!) { searchContacts(query: $query, size: 25) { items { profileId name } } }',
    { query },
  );
  return searchContacts.items;
}

const byName = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

test.describe('[ADMIN][SEGMENTS] segments', () => {
  // Many steps (about 10-15 s each on a quiet machine); room for a two-core machine under load.
  test.describe.configure({ timeout: 60_000 });

  test('[ADMIN][SEGMENTS] a dynamic segment: conditions with a live count, saved, listed, edited and deleted', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    const name = `Chicago ${randomBytes(3).toString('hex')}`;
    const renamed = `${name} (elsewhere)`;
    const chicago = attributeTree({ attribute: 'city', operator: 'equals', value: 'Chicago' });
    const elsewhere = attributeTree({ attribute: 'city', operator: 'notEquals', value: 'Chicago' });
    await signInAs('admin', '/segments');
    const segments = new Segments(page);

    await test.step('New Segment: no conditions count every contact, a blank condition asks to be completed', async () => {
      await segments.newSegmentLink.click();
      await expect(page).toHaveURL('/segments/new');
      await expect(segments.heading).toHaveText('New Segment');
      await segments.nameInput.fill(name);
      // Dynamic is the default type; a tree without groups matches every contact.
      const everyone = await serverCount(adminApi, { joinType: 'all', groups: [] });
      expect(everyone).toBeGreaterThanOrEqual(300);
      await expect(segments.liveCount).toHaveText(TEXTS.liveCount(everyone));
      await segments.addGroup();
      await expect(segments.liveCount).toHaveText(TEXTS.countIncomplete);
    });

    await test.step('city equals Chicago: the live count is what the server counts for that tree', async () => {
      await segments.setAttributeCondition('City', 'equals', 'Chicago');
      expect(await serverCount(adminApi, chicago)).toBe(CHICAGO_CONTACTS);
      await expect(segments.liveCount).toHaveText(TEXTS.liveCount(CHICAGO_CONTACTS));
    });

    let id = '';
    await test.step('Save creates it and opens it', async () => {
      await segments.save(TEXTS.created);
      await expect(page).toHaveURL(/\/segments\/[0-9a-f-]{36}$/);
      id = segments.segmentId();
      await expect(segments.heading).toHaveText(name);
      await expect(segments.main.getByText('Dynamic', { exact: true })).toBeVisible();
      const { segment } = await adminApi.graphql<{ segment: { type: string; count: number } }>(
        'query ($id: ID!) { segment(id: $id) { type count } }',
        { id },
      );
      expect(segment).toEqual({ type: 'dynamic', count: CHICAGO_CONTACTS });
    });

    await test.step('/segments lists it with its type and count', async () => {
      await segments.backLink.click();
      await expect(page).toHaveURL('/segments');
      const row = segments.row(name);
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Dynamic', { exact: true })).toBeVisible();
      await expect(segments.listCount(name)).toHaveText(String(CHICAGO_CONTACTS));
    });

    await test.step('edit: rename and "city does not equal Chicago"', async () => {
      await segments.row(name).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`/segments/${id}`);
      await expect(segments.liveCount).toHaveText(TEXTS.liveCount(CHICAGO_CONTACTS));
      await segments.nameInput.fill(renamed);
      await segments.expand('Group 1');
      await segments.expand('Condition 1');
      await segments.pick(segments.firstFilter(), 'Operator', 'does not equal');
      expect(await serverCount(adminApi, elsewhere)).toBe(OTHER_CITY_CONTACTS);
      await expect(segments.liveCount).toHaveText(TEXTS.liveCount(OTHER_CITY_CONTACTS));
      await segments.save(TEXTS.updated);
      await expect(segments.heading).toHaveText(renamed);
    });

    await test.step('the list shows the new name and count', async () => {
      await segments.backLink.click();
      await expect(segments.listCount(renamed)).toHaveText(String(OTHER_CITY_CONTACTS));
      await expect(segments.row(name)).toHaveCount(0);
    });

    await test.step('delete (confirmed) returns to the list without it', async () => {
      await segments.row(renamed).getByRole('link', { name: renamed, exact: true }).click();
      await expect(segments.heading).toHaveText(renamed);
      await segments.delete(renamed);
      await expect(segments.toast(TEXTS.deleted)).toBeVisible();
      await expect(page).toHaveURL('/segments');
      await expect(segments.row(renamed)).toHaveCount(0);
      const { segments: left } = await adminApi.graphql<{ segments: { id: string }[] }>(
        '{ segments { id } }',
      );
      expect(left.map((segment) => segment.id)).not.toContain(id);
    });
  });

  test('[ADMIN][SEGMENTS] a static segment: CSV uploads of good rows, bad rows and typed values', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    const run = randomBytes(3).toString('hex');
    const name = `Upload ${run}`;
    // Numbers outside the demo's 555-0100..0149 block, in an area code the demo does not use.
    const line = 150 + (Number.parseInt(run, 16) % 40);
    const phone = (offset: number) => `(646) 555-0${line + offset}`;
    const e164 = (offset: number) => `+16465550${line + offset}`;
    const good = `Good${run}`;
    const bad = `Bad${run}`;
    const typed = `Typed${run}`;
    await signInAs('admin', '/segments/new');
    const segments = new Segments(page);

    let id = '';
    await test.step('a new static segment is saved first, then takes uploads', async () => {
      await segments.nameInput.fill(name);
      await segments.chooseType('Static');
      await expect(segments.main.getByText(TEXTS.staticAfterSave, { exact: true })).toBeVisible();
      await expect(segments.builder).toHaveCount(0);
      await segments.save(TEXTS.created);
      await expect(page).toHaveURL(/\/segments\/[0-9a-f-]{36}$/);
      id = segments.segmentId();
      await expect(segments.heading).toHaveText(name);
      await expect(segments.main.getByText('Static', { exact: true })).toBeVisible();
      await expect(segments.memberCount).toHaveText(TEXTS.members(0));
    });

    await test.step('good rows: each finds or creates its contact, and the segment holds them', async () => {
      const csv = [
        'Phone Number,email,first_name,lastName,externalId,favoriteColor',
        `${phone(0)},ivy.${run}@Example.com,Ivy,${good},,teal`,
        `,june.${run}@example.com,June,${good},,`,
        `,,Kai,${good},EXT-${run}-3,amber`,
      ].join('\r\n');
      await segments.upload('good.csv', csv, { includeCsvDataTypeRow: false });
      await expect(segments.uploadSummary).toHaveText(TEXTS.summary(3, 3, 0));
      await expect(segments.skippedRows).toHaveCount(0);
      await expect(segments.memberCount).toHaveText(TEXTS.members(3));
      const members = await segmentMembers(adminApi, id);
      expect(members.sort((a, b) => byName(a.name, b.name))).toEqual([
        { name: `Ivy ${good}`, contactPhone: e164(0), email: `ivy.${run}@example.com`, externalId: null },
        { name: `June ${good}`, contactPhone: null, email: `june.${run}@example.com`, externalId: null },
        { name: `Kai ${good}`, contactPhone: null, email: null, externalId: `EXT-${run}-3` },
      ]);
    });

    await test.step('bad rows are listed by line and skipped; only the good row is written', async () => {
      const csv = [
        'phone,email,firstName,lastName,externalId',
        `${phone(1)},lee.${run}@example.com,Lee,${bad},`,
        `12345,,Max,${bad},`,
        `,not-an-email,Nia,${bad},`,
        `,ora.${run}@example.com,Ora,${bad},EXT-${run}-5,surplus`,
        `,,Pia,${bad},`,
        // A row of blank values is an empty line: neither counted nor an error.
        ',,,,',
        `${phone(0)},,Ivy,,`,
        // A quote never closed swallows the rest of the file (Rex too): one error, on its own line.
        `,"quinn.${run}@example.com,Quinn,${bad},`,
        `,rex.${run}@example.com,Rex,${bad},`,
      ].join('\n');
      await segments.upload('bad.csv', csv, { includeCsvDataTypeRow: false });
      // Ivy (line 8) is found by her number: already a member, so not added again.
      await expect(segments.uploadSummary).toHaveText(TEXTS.summary(1, 1, 5));
      const expected: SkippedRow[] = [
        { line: '3', column: 'phone', problem: 'is not a valid phone number' },
        { line: '4', column: 'email', problem: 'is not a valid email address' },
        { line: '5', column: '—', problem: 'has 6 values; the header has 5 columns' },
        {
          line: '6',
          column: '—',
          problem: 'needs a phone, email or externalId to find or create its contact',
        },
        {
          line: '9',
          column: '—',
          problem:
            'is not valid CSV: Quote Not Closed: a quoted value starts on this row and is never closed, so the rest of the file was read into it',
        },
      ];
      expect(await segments.skippedRowsShown()).toEqual(expected);
      await expect(segments.memberCount).toHaveText(TEXTS.members(4));
      const members = await segmentMembers(adminApi, id);
      expect(members.map((member) => member.name).sort()).toEqual(
        [`Ivy ${good}`, `June ${good}`, `Kai ${good}`, `Lee ${bad}`].sort(),
      );
      // No contact was created for the skipped rows.
      const written = await searchContacts(adminApi, bad);
      expect(written.map((contact) => contact.name)).toEqual([`Lee ${bad}`]);
    });

    await test.step('a bad data type row refuses the whole file', async () => {
      const csv = ['email,age', 'string,integer', `zed.${run}@example.com,40`].join('\n');
      await segments.upload('types.csv', csv, { includeCsvDataTypeRow: true });
      await expect(segments.toast(TEXTS.uploadFailed)).toBeVisible();
      await expect(
        segments.toast("line 2, age: 'integer' is not a data type (string, number, boolean or datetime)"),
      ).toBeVisible();
      await expect(segments.memberCount).toHaveText(TEXTS.members(4));
      expect(await searchContacts(adminApi, `zed.${run}`)).toEqual([]);
    });

    let rae = '';
    await test.step('includeCsvDataTypeRow: the second row types the values', async () => {
      const csv = [
        'email,lastName,firstName,score,vip,joinedAt',
        'string,string,,number,Boolean,datetime',
        `rae.${run}@example.com,${typed},Rae,42,TRUE,2024-05-01 09:30:00Z`,
        `sol.${run}@example.com,${typed},Sol,abc,maybe,yesterday`,
      ].join('\n');
      await segments.upload('typed.csv', csv, { includeCsvDataTypeRow: true });
      await expect(segments.uploadSummary).toHaveText(TEXTS.summary(1, 1, 1));
      const skipped = await segments.skippedRowsShown();
      expect(skipped.map(({ line, column }) => [line, column])).toEqual([
        ['4', 'score'],
        ['4', 'vip'],
        ['4', 'joinedAt'],
      ]);
      expect(skipped.map((row) => row.problem.split(' (')[0])).toEqual([
        'is not a number',
        'is not true or false',
        'is not an accepted date',
      ]);
      await expect(segments.memberCount).toHaveText(TEXTS.members(5));
      const found = await searchContacts(adminApi, typed);
      expect(found.map((contact) => contact.name)).toEqual([`Rae ${typed}`]);
      rae = found[0]?.profileId ?? '';
      const { getProfile } = await adminApi.graphql<{
        getProfile: { customProperties: Record<string, unknown> };
      }>('query ($profileId: String) { getProfile(profileId: $profileId) { customProperties } }', {
        profileId: rae,
      });
      // Typed JSON values, not the text of the file.
      expect(getProfile.customProperties).toEqual({
        score: 42,
        vip: true,
        joinedAt: '2024-05-01T09:30:00.000Z',
      });
    });

    await test.step('the uploaded contact shows its typed properties in the audience', async () => {
      await page.goto(`/audience?profileId=${encodeURIComponent(rae)}`);
      await expect(segments.main.getByRole('heading', { name: `Rae ${typed}`, level: 2 })).toBeVisible();
      const custom = segments.main.getByRole('table', { name: 'Custom properties', exact: true });
      // issue 17 item 8: by label, not by key.
      await expect(custom.getByRole('row', { name: 'Joined at 2024-05-01T09:30:00.000Z' })).toBeVisible();
      await expect(custom.getByRole('row', { name: 'Score 42' })).toBeVisible();
      await expect(custom.getByRole('row', { name: 'Vip Yes' })).toBeVisible();
    });

    await test.step('/segments lists it as static with its members; deleting keeps the contacts', async () => {
      await page.goto('/segments');
      await expect(segments.row(name).getByText('Static', { exact: true })).toBeVisible();
      await expect(segments.listCount(name)).toHaveText('5');
      await segments.row(name).getByRole('link', { name, exact: true }).click();
      await segments.delete(name);
      await expect(segments.toast(TEXTS.deleted)).toBeVisible();
      await expect(segments.row(name)).toHaveCount(0);
      expect(await searchContacts(adminApi, typed)).toHaveLength(1);
    });
  });
});

test.describe('[ADMIN][AUDIENCE] audience', () => {
  test('[ADMIN][AUDIENCE] lists contacts, searches them and opens a profile with its activity', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    await signInAs('admin', '/audience');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Audience', exact: true });
    const bodyRows = table.locator('tbody tr');
    const search = main.getByRole('textbox', { name: 'Search contacts', exact: true });

    await test.step('every contact, 25 a page', async () => {
      await expect(main.getByRole('heading', { name: 'Audience', level: 2 })).toBeVisible();
      await expect(bodyRows).toHaveCount(25);
      await expect(main.getByText('Page 1', { exact: true })).toBeVisible();
      await main.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(main.getByText('Page 2', { exact: true })).toBeVisible();
      await expect(bodyRows).toHaveCount(25);
    });

    await test.step('search: too short is refused, a name finds what the server finds', async () => {
      await search.fill('O');
      await expect(main.getByText(TEXTS.searchTooShort, { exact: true })).toBeVisible();
      await search.fill('Olivia');
      await expect(main.getByText('Page 1', { exact: true })).toBeVisible();
      const expected = await searchContacts(adminApi, 'Olivia');
      expect(expected.length).toBeGreaterThan(0);
      await expect(table.locator('tbody tr td:first-child')).toHaveText(
        expected.map((contact) => contact.name ?? ''),
      );
      for (const contact of expected) expect(contact.name).toContain('Olivia');
    });

    const { getProfile: contact } = await adminApi.graphql<{
      getProfile: { profileId: string; name: string };
    }>('query { getProfile(contactPhone: "+12125550100") { profileId name } }');

    await test.step('a phone number finds its one contact', async () => {
      await search.fill('(212) 555-0100');
      await expect(bodyRows).toHaveCount(1);
      await expect(bodyRows.first()).toContainText('+1 (212) 555-0100');
      await expect(bodyRows.first().getByRole('link')).toHaveText(contact.name);
    });

    await test.step('the profile shows the contact and its activity feed', async () => {
      await bodyRows.first().getByRole('link', { name: contact.name, exact: true }).click();
      await expect(page).toHaveURL(`/audience?profileId=${encodeURIComponent(contact.profileId)}`);
      await expect(main.getByRole('heading', { name: contact.name, level: 2 })).toBeVisible();
      await expect(main.getByLabel('Profile ID', { exact: true })).toHaveText(contact.profileId);
      // The same timeline the server answers (contactTimeline, its first page of 20), newest first.
      const { contactTimeline } = await adminApi.graphql<{
        contactTimeline: { items: { type: string; summary: string }[] };
      }>('query ($id: String!) { contactTimeline(profileId: $id, limit: 20) { items { type summary } } }', {
        id: contact.profileId,
      });
      expect(contactTimeline.items.map((item) => item.type)).toContain('signed up');
      // issue 17 items 1 and 8: events by label ("Signed up"), their properties as pairs, no JSON.
      const activity = main.getByLabel('Activity', { exact: true });
      await expect(activity.getByText('Signed up', { exact: true })).toBeVisible();
      await expect(activity.locator('.mantine-Timeline-itemTitle p')).toHaveText(
        contactTimeline.items.map((item) => item.summary),
      );
      await expect(activity).not.toContainText('{');
    });
  });
});
