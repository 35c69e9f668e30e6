import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createI18n, errorTextOf } from '@carbonmarket/ui';
import { createApiClient } from './apiClient';
import type { UploadProgress } from './sendUpload';
import { createFeedbackChannel } from '../feedback/feedbackChannel';
import type { TransportNotice } from '../feedback/feedbackChannel';

/** The part of XMLHttpRequest an upload uses, driven by the test. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  sentBody: unknown = null;
  aborted = false;
  upload: {
    onprogress:
      ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const avatar = { path: '/profile/avatar', response: z.object({ url: z.string() }) };

function setup() {
  FakeXhr.made = [];
  const channel = createFeedbackChannel();
  const notices: TransportNotice[] = [];
  channel.listen((notice) => notices.push(notice));
  const client = createApiClient({
    fetch: vi.fn(),
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    origin: () => '',
    token: () => 'tok',
    lang: () => 'en',
    errorText: errorTextOf(createI18n('en').t),
    version: () => '1',
    now: () => new Date(0),
    newKey: () => 'k',
    clearSession: vi.fn(),
    feedback: channel,
    log: vi.fn(),
  });
  const xhr = () => {
    const made = FakeXhr.made.at(-1);
    if (!made) throw new Error('no upload started');
    return made;
  };
  return { client, channel, notices, xhr };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('upload', () => {
  it('posts the file as multipart `file` with fields, ?lang= and Authorization, reporting progress', async () => {
    const { client, xhr } = setup();
    const progress: UploadProgress[] = [];
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    const pending = client.upload(avatar, file, {
      fields: { crop: '0,0,100,100' },
      onProgress: (p) => progress.push(p),
    });
    await tick();
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/h5/api/profile/avatar?lang=en');
    expect(request.timeout).toBe(60_000);
    expect(request.headers).toMatchObject({ Authorization: 'tok', Pragma: 'no-cache' });
    expect(request.headers).not.toHaveProperty('Content-Type');
    const form = request.sentBody as FormData;
    expect(form.get('crop')).toBe('0,0,100,100');
    expect((form.get('file') as File).name).toBe('me.png');
    request.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    request.upload.onprogress?.({ loaded: 10, total: 0, lengthComputable: false });
    request.answer(200, { code: 0, msg: '', data: { url: '/avatars/1.png' } });
    expect(await pending).toMatchObject({ ok: true, data: { url: '/avatars/1.png' } });
    expect(progress).toEqual([
      { loaded: 50, total: 200, fraction: 0.25 },
      { loaded: 10, total: 0, fraction: 0 },
    ]);
  });

  it('shows "Network error" when the upload fails on the way', async () => {
    const { client, xhr, notices } = setup();
    const pending = client.upload(avatar, new Blob(['x']));
    await tick();
    expect((xhr().sentBody as FormData).get('file')).toBeInstanceOf(Blob);
    xhr().onerror?.();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(notices.map((notice) => notice.kind)).toEqual(['network-error']);
  });

  it('asks to retry after a timeout and uploads again when the visitor taps', async () => {
    const { client, xhr, channel } = setup();
    channel.attachPromptUi();
    const pending = client.upload(avatar, new Blob(['x']));
    await tick();
    const first = xhr();
    first.ontimeout?.();
    await tick();
    expect(channel.getPrompt()?.message).toBe('The server connection timed out. Tap to retry.');
    channel.answer(true);
    await tick();
    const second = xhr();
    expect(second).not.toBe(first);
    second.answer(200, { code: 0, msg: '', data: { url: '/a.png' } });
    expect(await pending).toMatchObject({ ok: true });
  });

  it('cancels with the caller signal without a toast', async () => {
    const { client, xhr, notices } = setup();
    const controller = new AbortController();
    const pending = client.upload(avatar, new Blob(['x']), { signal: controller.signal });
    await tick();
    controller.abort();
    expect(xhr().aborted).toBe(true);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(notices).toEqual([]);
  });
});
