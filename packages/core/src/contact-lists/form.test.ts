import { describe, expect, it } from 'vitest';
import {
  type ContactListForm,
  changeShareBy,
  contactListFormFromSavedView,
  emptyContactListForm,
  savedViewInputFromForm,
  savedViewInputSchema,
  toggleSharing,
  validateContactListForm,
} from './form.ts';
import { parsePageQuery } from './page-query.ts';

const creating = { privateListNames: ['Leads', 'VIPs'], currentName: null };
const form = (fields: Partial<ContactListForm>): ContactListForm => ({
  ...emptyContactListForm(),
  name: 'Mine',
  ...fields,
});

describe('contact-list name (spec 002 §5)', () => {
  it("'Name is required' after trimming", () => {
    expect(validateContactListForm(form({ name: '   ' }), creating)).toEqual({ name: 'Name is required' });
    expect(validateContactListForm(form({ name: 'New' }), creating)).toEqual({});
  });
  it("'Name is already in use' among the user's private list names", () => {
    expect(validateContactListForm(form({ name: ' Leads ' }), creating)).toEqual({
      name: 'Name is already in use',
    });
    expect(validateContactListForm(form({ name: 'leads' }), creating)).toEqual({
      name: 'Name is already in use',
    });
  });
  it('except its own current name', () => {
    expect(validateContactListForm(form({ name: 'Leads' }), { ...creating, currentName: 'Leads' })).toEqual(
      {},
    );
    expect(validateContactListForm(form({ name: 'VIPs' }), { ...creating, currentName: 'Leads' })).toEqual({
      name: 'Name is already in use',
    });
  });
});

describe('sharing (spec 002 §4, §5)', () => {
  it('toggle on sets shareBy to All', () => {
    expect(toggleSharing(form({}), true)).toMatchObject({ shared: true, shareBy: 'all' });
  });
  it('toggle off clears shareBy and the teams', () => {
    const shared = form({ shared: true, shareBy: 'teams', sharedTeams: ['t1'] });
    expect(toggleSharing(shared, false)).toMatchObject({ shared: false, shareBy: null, sharedTeams: [] });
  });
  it('changing shareBy clears the teams', () => {
    const shared = form({ shared: true, shareBy: 'teams', sharedTeams: ['t1'] });
    expect(changeShareBy(shared, 'all')).toMatchObject({ shareBy: 'all', sharedTeams: [] });
  });
  it("'Shared With is required.' when sharing is on without shareBy", () => {
    expect(validateContactListForm(form({ shared: true, shareBy: null }), creating)).toEqual({
      shareBy: 'Shared With is required.',
    });
  });
  it("'Team Selection is required.' when shareBy is Teams without teams", () => {
    expect(validateContactListForm(form({ shared: true, shareBy: 'teams' }), creating)).toEqual({
      sharedTeams: 'Team Selection is required.',
    });
    expect(
      validateContactListForm(form({ shared: true, shareBy: 'teams', sharedTeams: ['t1'] }), creating),
    ).toEqual({});
  });
  it('a list not shared needs neither', () => {
    expect(validateContactListForm(form({ shared: false }), creating)).toEqual({});
  });
});

describe('saved view conversion (spec 002 §3, §4, §7)', () => {
  const sortOptions = [{ fieldName: 'leadScore', fieldType: 'number' as const, fieldId: 'f1' }];
  it('sends the trimmed name, the contacts page, the pageQuery JSON and the sharing', () => {
    const input = savedViewInputFromForm(
      form({
        name: ' Hot ',
        sortBy: 'leadScore',
        order: 'asc',
        shared: true,
        shareBy: 'teams',
        sharedTeams: ['t1'],
      }),
      sortOptions,
    );
    expect(input).toMatchObject({
      name: 'Hot',
      page: '/agent/contacts',
      shareWithAllUsers: false,
      teamIds: ['t1'],
    });
    const query = parsePageQuery(input.pageQuery);
    expect(query.success && query.data).toEqual({
      joinType: 'all',
      dynamicConditions: [],
      sortBy: 'leadScore',
      order: 'asc',
      keyType: 'number',
    });
  });
  it('shares with all users without teams', () => {
    const input = savedViewInputFromForm(form({ shared: true, shareBy: 'all', sharedTeams: ['t1'] }), []);
    expect(input).toMatchObject({ shareWithAllUsers: true, teamIds: [] });
  });
  it('reads a stored list back into the form', () => {
    const view = {
      name: 'Hot',
      pageQuery: JSON.stringify({
        joinType: 'any',
        dynamicConditions: [],
        sortBy: 'email',
        order: 'asc',
        keyType: 'string',
      }),
      shareWithAllUsers: false,
      teams: [{ id: 't1' }],
    };
    expect(contactListFormFromSavedView(view)).toEqual({
      name: 'Hot',
      joinType: 'any',
      dynamicConditions: [],
      sortBy: 'email',
      order: 'asc',
      shared: true,
      shareBy: 'teams',
      sharedTeams: ['t1'],
    });
    expect(contactListFormFromSavedView({ ...view, pageQuery: 'not json', teams: [] })).toMatchObject({
      joinType: 'all',
      shared: false,
      shareBy: null,
    });
  });
  it('the server input schema requires a name and caps it at 50 characters', () => {
    const base = { page: '/agent/contacts', pageQuery: '{}', shareWithAllUsers: false, teamIds: [] };
    expect(savedViewInputSchema.safeParse({ ...base, name: '  ' }).error?.issues[0]?.message).toBe(
      'Name is required',
    );
    expect(savedViewInputSchema.safeParse({ ...base, name: 'n'.repeat(51) }).success).toBe(false);
    expect(savedViewInputSchema.parse({ ...base, name: ' ok ' }).name).toBe('ok');
  });
});
