import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  consolePageAt,
  editProjectPath,
  memberIdOf,
  memberPath,
  membersPath,
} from './consolePaths';

describe('the members addresses', () => {
  it('keeps the search in the address, encoded, and none for every member', () => {
    expect(membersPath('')).toBe(CONSOLE_PATHS.members);
    expect(membersPath('mei lin@example.com')).toBe('/console/members?query=mei+lin%40example.com');
  });

  it('reads back the member of a member page', () => {
    expect(memberIdOf(memberPath(42))).toBe(42);
    expect(memberIdOf('/console/members/9007199254740991')).toBe(9007199254740991);
  });

  it('opens a member from a search, to return to it', () => {
    expect(memberPath(42, 'tan')).toBe('/console/members/42?query=tan');
  });

  it('reads no member from other addresses', () => {
    for (const path of [
      '/console/members',
      '/console/members/',
      '/console/members/0',
      '/console/members/012',
      '/console/members/-3',
      '/console/members/4.5',
      '/console/members/42/orders',
      '/console/members/99999999999999999',
      '/console/audit',
    ])
      expect(memberIdOf(path), path).toBeNull();
  });
});

describe("the console's pages", () => {
  it('reads the page of each address, with the id it names', () => {
    expect(consolePageAt('/console')).toEqual({ name: 'payments' });
    expect(consolePageAt(CONSOLE_PATHS.newProject)).toEqual({ name: 'newProject' });
    expect(consolePageAt(editProjectPath(107))).toEqual({ name: 'editProject', projectId: 107 });
    expect(consolePageAt(memberPath(42))).toEqual({ name: 'member', memberId: 42 });
    expect(consolePageAt('/console/audit')).toEqual({ name: 'audit' });
  });

  it('reads no page from other addresses', () => {
    for (const path of [
      '/console/projects/0/edit',
      '/console/projects/107',
      '/console/projects/new/edit',
      '/console/signin',
      '/console/enrol',
      '/console/nowhere',
    ])
      expect(consolePageAt(path), path).toBeNull();
  });
});
