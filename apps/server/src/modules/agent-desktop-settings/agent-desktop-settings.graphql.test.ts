import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/factories.ts';
import { gql, gqlError, gqlField, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; name: string; position: number };

// The three lists share one implementation; each is exercised through its own GraphQL names.
const LISTS = [
  { query: 'dispositions', one: 'Disposition', many: 'Dispositions', section: 'dispositions' },
  { query: 'tags', one: 'Tag', many: 'Tags', section: 'tags' },
  {
    query: 'cancellationReasons',
    one: 'CancellationReason',
    many: 'CancellationReasons',
    section: 'cancellationReasons',
  },
] as const;

describe.each(LISTS)('$query', ({ query, one, many, section }) => {
  const LIST = `query { ${query} { id name position } }`;
  const CREATE = `mutation ($input: AgentDesktopListItemInput!) { create${one}(input: $input) { id name position } }`;
  const UPDATE = `mutation ($id: ID!, $input: AgentDesktopListItemInput!) { update${one}(id: $id, input: $input) { id name } }`;
  const DELETE = `mutation ($id: ID!) { delete${one}(id: $id) }`;
  const REORDER = `mutation ($ids: [ID!]!) { reorder${many}(ids: $ids) { id name position } }`;

  it('adds, renames, reorders and deletes entries, announcing each change to the brand', async () => {
    const admin = await signedInAs(t, ['admin']);
    const events: { name: string; data: unknown }[] = [];
    const unsubscribe = t.bus.subscribe({ brandId: admin.brandId, userId: admin.user.id }, (event) =>
      events.push(event),
    );
    const first = (await gql(admin.client, CREATE, { input: { name: ' Sold ' } })).data?.[
      `create${one}`
    ] as Item;
    const second = (await gql(admin.client, CREATE, { input: { name: 'No answer' } })).data?.[
      `create${one}`
    ] as Item;
    expect([first, second].map((item) => [item.name, item.position])).toEqual([
      ['Sold', 0],
      ['No answer', 1],
    ]);
    await gql(admin.client, UPDATE, { id: first.id, input: { name: 'Sale' } });
    const reordered = (await gql(admin.client, REORDER, { ids: [second.id, first.id] })).data?.[
      `reorder${many}`
    ] as Item[];
    expect(reordered.map((item) => item.name)).toEqual(['No answer', 'Sale']);
    // Agents read the lists (the desktop offers them).
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect((await gqlField<Item[]>(agent.client, LIST, query)).map((item) => item.name)).toEqual([
      'No answer',
      'Sale',
    ]);
    expect((await gql(admin.client, DELETE, { id: second.id })).data?.[`delete${one}`]).toBe(second.id);
    expect((await gqlField<Item[]>(admin.client, LIST, query)).map((item) => item.name)).toEqual(['Sale']);
    await expect
      .poll(() => events.filter((event) => event.name === 'brand.adminSettingsUpdated').length)
      .toBe(5);
    expect(events[0]?.data).toMatchObject({ section });
    unsubscribe();
  });

  it('validates, refuses duplicates (409, field name) and agents, and stays in its brand', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(await gqlError(admin.client, CREATE, { input: { name: '' } })).toMatchObject({
      code: 'validation_failed',
      field: 'name',
      message: 'name is required',
    });
    const item = (await gql(admin.client, CREATE, { input: { name: 'Callback' } })).data?.[
      `create${one}`
    ] as Item;
    const other = (await gql(admin.client, CREATE, { input: { name: 'Other' } })).data?.[
      `create${one}`
    ] as Item;
    expect(await gqlError(admin.client, CREATE, { input: { name: 'Callback' } })).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'name',
    });
    expect(await gqlError(admin.client, UPDATE, { id: other.id, input: { name: 'Callback' } })).toMatchObject(
      {
        code: 'conflict',
        field: 'name',
      },
    );
    expect(await gqlError(admin.client, REORDER, { ids: [item.id] })).toMatchObject({ field: 'ids' });
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(await gqlError(agent.client, CREATE, { input: { name: 'Mine' } })).toMatchObject({
      code: 'forbidden',
    });
    expect(await gqlError(agent.client, DELETE, { id: item.id })).toMatchObject({ code: 'forbidden' });
    const stranger = await signedInAs(t, ['admin'], (await createTestBrand(t.database.db)).id);
    expect((await gql(stranger.client, LIST)).data?.[query]).toEqual([]);
    expect(await gqlError(stranger.client, UPDATE, { id: item.id, input: { name: 'Mine' } })).toMatchObject({
      code: 'not_found',
    });
    expect(await gqlError(stranger.client, DELETE, { id: item.id })).toMatchObject({ code: 'not_found' });
    // The same name is free in another brand.
    expect((await gql(stranger.client, CREATE, { input: { name: 'Callback' } })).errors).toBeUndefined();
  });
});

const PREFS = `tasksAutoOpenUrl { enabled openUrl } callsAutoAccept autoAcceptByTaskTitle
  autocompleteCountdownSeconds inboundEmailDelaySeconds`;
const VARIANT = `variant overrides { ${PREFS} } effective { ${PREFS} }`;
const SETTINGS = `query { taskPreferences { defaults { ${VARIANT} } variants { ${VARIANT} } } }`;
const EFFECTIVE = `query ($variant: String) { effectiveTaskPreferences(variant: $variant) { ${VARIANT} } }`;
const SAVE = `mutation ($variant: String!, $overrides: TaskPreferenceOverridesInput!) {
  saveTaskPreferences(variant: $variant, overrides: $overrides) { ${VARIANT} }
}`;
const DELETE_VARIANT = 'mutation ($variant: String!) { deleteTaskPreferenceVariant(variant: $variant) }';

describe('task preferences (defaults and per-variant overrides, merged at read time)', () => {
  it('starts from the built-in defaults', async () => {
    const agent = await signedInAs(t, ['agent']);
    const body = await gql(agent.client, SETTINGS);
    expect(body.data?.taskPreferences).toEqual({
      defaults: {
        variant: 'default',
        overrides: {
          tasksAutoOpenUrl: null,
          callsAutoAccept: null,
          autoAcceptByTaskTitle: null,
          autocompleteCountdownSeconds: null,
          inboundEmailDelaySeconds: null,
        },
        effective: {
          tasksAutoOpenUrl: { enabled: true, openUrl: '' },
          callsAutoAccept: false,
          autoAcceptByTaskTitle: '',
          autocompleteCountdownSeconds: 10,
          inboundEmailDelaySeconds: 10,
        },
      },
      variants: [],
    });
  });

  it('merges a variant over the defaults, and the defaults over the built-in values', async () => {
    const admin = await signedInAs(t, ['admin']);
    const events: { name: string; data: unknown }[] = [];
    const unsubscribe = t.bus.subscribe({ brandId: admin.brandId, userId: admin.user.id }, (event) =>
      events.push(event),
    );
    await gql(admin.client, SAVE, {
      variant: 'default',
      overrides: {
        autoAcceptByTaskTitle: ' Incoming Call ,, scheduled callback ',
        inboundEmailDelaySeconds: 20,
      },
    });
    const saved = await gql(admin.client, SAVE, {
      variant: 'Incoming Call',
      overrides: {
        callsAutoAccept: true,
        tasksAutoOpenUrl: { enabled: true, openUrl: 'www.crm.example.com' },
      },
    });
    expect(saved.errors).toBeUndefined();
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    const incoming = (await gql(agent.client, EFFECTIVE, { variant: 'Incoming Call' })).data
      ?.effectiveTaskPreferences as { effective: unknown; overrides: unknown };
    expect(incoming.effective).toEqual({
      tasksAutoOpenUrl: { enabled: true, openUrl: 'www.crm.example.com' },
      callsAutoAccept: true,
      autoAcceptByTaskTitle: 'Incoming Call, scheduled callback',
      autocompleteCountdownSeconds: 10,
      inboundEmailDelaySeconds: 20,
    });
    const other = (await gql(agent.client, EFFECTIVE, { variant: 'outbound call' })).data
      ?.effectiveTaskPreferences as {
      effective: { callsAutoAccept: boolean; inboundEmailDelaySeconds: number };
    };
    expect(other.effective).toMatchObject({ callsAutoAccept: false, inboundEmailDelaySeconds: 20 });
    // Saving a variant again replaces what it sets: the auto-open setting is inherited again.
    await gql(admin.client, SAVE, { variant: 'Incoming Call', overrides: { callsAutoAccept: false } });
    const settings = (await gql(admin.client, SETTINGS)).data?.taskPreferences as {
      variants: { variant: string; overrides: Record<string, unknown>; effective: Record<string, unknown> }[];
    };
    expect(settings.variants).toHaveLength(1);
    expect(settings.variants[0]?.overrides).toMatchObject({ tasksAutoOpenUrl: null, callsAutoAccept: false });
    expect(settings.variants[0]?.effective).toMatchObject({
      tasksAutoOpenUrl: { enabled: true, openUrl: '' },
    });
    expect((await gql(admin.client, DELETE_VARIANT, { variant: 'Incoming Call' })).data).toEqual({
      deleteTaskPreferenceVariant: 'Incoming Call',
    });
    expect(
      (await gqlField<{ variants: unknown[] }>(admin.client, SETTINGS, 'taskPreferences')).variants,
    ).toEqual([]);
    await expect
      .poll(() => events.filter((event) => event.name === 'brand.adminSettingsUpdated').length)
      .toBe(4);
    expect(events[0]?.data).toMatchObject({ section: 'taskPreferences' });
    unsubscribe();
  });

  it('names the field of an invalid value and refuses agents', async () => {
    const admin = await signedInAs(t, ['admin']);
    expect(
      await gqlError(admin.client, SAVE, {
        variant: 'default',
        overrides: { tasksAutoOpenUrl: { enabled: true, openUrl: 'javascript:alert(1)' } },
      }),
    ).toMatchObject({
      code: 'validation_failed',
      field: 'overrides.tasksAutoOpenUrl.openUrl',
      message: 'overrides.tasksAutoOpenUrl.openUrl must start with http://, https:// or www.',
    });
    expect(
      await gqlError(admin.client, SAVE, {
        variant: 'default',
        overrides: { autocompleteCountdownSeconds: -1 },
      }),
    ).toMatchObject({ field: 'overrides.autocompleteCountdownSeconds' });
    expect(await gqlError(admin.client, SAVE, { variant: ' ', overrides: {} })).toMatchObject({
      field: 'variant',
    });
    expect(await gqlError(admin.client, DELETE_VARIANT, { variant: 'default' })).toMatchObject({
      field: 'variant',
    });
    expect(await gqlError(admin.client, DELETE_VARIANT, { variant: 'Nothing' })).toMatchObject({
      code: 'not_found',
    });
    const agent = await signedInAs(t, ['agent'], admin.brandId);
    expect(
      await gqlError(agent.client, SAVE, { variant: 'default', overrides: { callsAutoAccept: true } }),
    ).toMatchObject({ code: 'forbidden' });
  });

  it("keeps each brand's preferences to itself", async () => {
    const admin = await signedInAs(t, ['admin']);
    await gql(admin.client, SAVE, { variant: 'Transfer Call', overrides: { callsAutoAccept: true } });
    const stranger = await signedInAs(t, ['admin']);
    expect(
      (await gqlField<{ variants: unknown[] }>(stranger.client, SETTINGS, 'taskPreferences')).variants,
    ).toEqual([]);
  });
});
