import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SIGNED_OUT } from './sessionStore';
import type { SignInData } from './sessionStore';
import { createMemoryStorage } from '../storage/memoryStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';

const member: SignInData = {
  token: 'tok_0123456789abcdefghijkl',
  loginInfo: {
    mem_id: 42,
    realname: 'Ann Tan',
    account: 'ann@x.sg',
    mobile: '91234567',
    avatar: '',
  },
  visitorType: 'personal',
  is_answer: false,
};

describe('storage keys', () => {
  it('are exactly the five keys of the spec, the device tokens (ADR 040) and the colour scheme (ADR 043)', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'baseSettings',
        'currLang',
        'isLogin',
        'loginInfo',
        'token',
        'deviceTokens',
        'colorScheme',
      ].sort(),
    );
  });
});

describe('session store', () => {
  it('starts signed out on empty storage', () => {
    expect(createSessionStore(createMemoryStorage()).getSnapshot()).toBe(SIGNED_OUT);
  });

  it('keeps a sign-in under token, loginInfo and isLogin, and nothing else', () => {
    const storage = createMemoryStorage({ currLang: 'cn' });
    const store = createSessionStore(storage);
    store.signIn(member);
    expect([...storage.data.keys()].sort()).toEqual(['currLang', 'isLogin', 'loginInfo', 'token']);
    expect(storage.data.get('token')).toBe(member.token);
    expect(storage.data.get('isLogin')).toBe('true');
    expect(JSON.parse(storage.data.get('loginInfo') ?? '')).toEqual({
      ...member.loginInfo,
      visitorType: 'personal',
      is_answer: false,
    });
    expect(store.getSnapshot()).toMatchObject({
      status: 'member',
      memId: 42,
      token: member.token,
      visitorType: 'personal',
      isAnswer: false,
    });
  });

  it('reads a stored session back on the next start', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).signIn({ ...member, visitorType: 'guest', is_answer: true });
    expect(createSessionStore(storage).getSnapshot()).toMatchObject({ status: 'guest', memId: 42 });
  });

  it('tells subscribers about changes and keeps the snapshot stable in between', () => {
    const store = createSessionStore(createMemoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(member);
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
    store.markFaqAnswered();
    expect(store.getSnapshot().isAnswer).toBe(true);
    store.updateLoginInfo({ avatar: '/a.png' });
    expect(store.getSnapshot().loginInfo?.avatar).toBe('/a.png');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('clears token, loginInfo and isLogin but keeps the language and base settings', () => {
    const storage = createMemoryStorage({ currLang: 'cn', baseSettings: '{"version":"1"}' });
    const store = createSessionStore(storage);
    store.signIn(member);
    store.clear();
    expect([...storage.data.keys()].sort()).toEqual(['baseSettings', 'currLang']);
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
    store.markFaqAnswered();
    expect(storage.data.has('loginInfo')).toBe(false);
  });

  it('ignores incomplete or unreadable stored sessions', () => {
    const cases: Record<string, string>[] = [
      { token: 't', loginInfo: '{"mem_id":5}' },
      { isLogin: 'true', loginInfo: '{"mem_id":5}' },
      { isLogin: 'true', token: 't', loginInfo: 'not json' },
      { isLogin: 'true', token: 't', loginInfo: '{"mem_id":0}' },
      { isLogin: 'false', token: 't', loginInfo: '{"mem_id":5}' },
    ];
    for (const stored of cases)
      expect(
        createSessionStore(createMemoryStorage(stored)).getSnapshot(),
        JSON.stringify(stored),
      ).toBe(SIGNED_OUT);
  });

  it('reads older login info defensively (text mem_id, missing fields)', () => {
    const store = createSessionStore(
      createMemoryStorage({ isLogin: '1', token: 't', loginInfo: '{"mem_id":"7","is_answer":1}' }),
    );
    expect(store.getSnapshot()).toMatchObject({
      status: 'member',
      memId: 7,
      isAnswer: true,
      visitorType: 'personal',
      loginInfo: { realname: '', avatar: '' },
    });
  });

  it('follows another tab: reload picks up a sign-out', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.signIn(member);
    const listener = vi.fn();
    store.subscribe(listener);
    store.reload();
    expect(listener).not.toHaveBeenCalled();
    storage.data.delete('token');
    store.reload();
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore(broken);
    store.signIn(member);
    expect(store.getSnapshot().status).toBe('member');
    store.clear();
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
  });

  it('tells its mirror the token at start and whenever it changes (the page cookie)', () => {
    const storage = createMemoryStorage();
    const mirrored: (string | null)[] = [];
    const store = createSessionStore(storage, (token) => mirrored.push(token));
    store.signIn(member);
    store.updateLoginInfo({ realname: 'Ann Lim' });
    store.clear();
    expect(mirrored).toEqual([null, member.token, member.token, null]);
    // Another tab signed in (storage changed under the store): read again, the mirror follows.
    const elsewhere = createSessionStore(storage);
    elsewhere.signIn({ ...member, token: 'tok_other' });
    store.reload();
    expect(mirrored.at(-1)).toBe('tok_other');
    // A later start finds the session and tells the mirror at once.
    const restarted: (string | null)[] = [];
    createSessionStore(storage, (token) => restarted.push(token));
    expect(restarted).toEqual(['tok_other']);
  });
});
