import { describe, expect, it } from 'vitest';
import { canCreateContactList, MAX_CONTACTS_DISPLAYED, MAX_PRIVATE_CONTACT_LISTS } from './limits.ts';
import { canEditContactList, isPrivateContactList } from './permissions.ts';

describe('who may edit a contact list (spec 002 §6)', () => {
  const agent = { id: 'u1', roles: ['agent'] };
  it('admins and supervisors edit lists created by others', () => {
    expect(canEditContactList({ id: 'u9', roles: ['ADMIN'] }, { createdById: 'u1' })).toBe(true);
    expect(canEditContactList({ id: 'u9', roles: ['supervisor'] }, { createdById: 'u1' })).toBe(true);
  });
  it('other users edit only the lists they created', () => {
    expect(canEditContactList(agent, { createdById: 'u1' })).toBe(true);
    expect(canEditContactList(agent, { createdById: 'u2' })).toBe(false);
  });
  it('a list with no creator is editable', () => {
    expect(canEditContactList(agent, { createdById: null })).toBe(true);
  });
});

describe('limits (spec 002 §9)', () => {
  it('50 private lists per user: create is disabled at 50', () => {
    expect(MAX_PRIVATE_CONTACT_LISTS).toBe(50);
    expect(canCreateContactList(49)).toBe(true);
    expect(canCreateContactList(50)).toBe(false);
  });
  it('500 contacts displayed per list', () => {
    expect(MAX_CONTACTS_DISPLAYED).toBe(500);
  });
  it('a private list is shared with nobody', () => {
    expect(isPrivateContactList({ shareWithAllUsers: false, teamIds: [] })).toBe(true);
    expect(isPrivateContactList({ shareWithAllUsers: true, teamIds: [] })).toBe(false);
    expect(isPrivateContactList({ shareWithAllUsers: false, teamIds: ['t'] })).toBe(false);
  });
});
