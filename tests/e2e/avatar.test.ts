// A new avatar against the real server: a newly registered member taps from the Profile tab to
// Personal information and Change photo, is told a text file is no picture, picks a large
// landscape photo, zooms and moves it with the keyboard, and watches the square go. The server
// stores a 512 x 512 JPEG; back on the details, the Profile tab and Home it shows without a
// reload, and the Profile tab's picture leads to a new one. Opened afresh, the page is drawn by the server with the new avatar and hydrated in place.
import { setTimeout as delay } from 'node:timers/promises';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@carbonmarket/domain/contract';
import { call, registerMember } from './support/api';
import { at, shown } from './support/browser';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { useJourneys } from './support/journeys';
import { PATHS, logIn, navTitle, tapToProfileDetails } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys();

const AVATAR = '/pages/profile/cropper';

/**
 * A landscape photo larger than an avatar is kept: 1200 x 800, sky over grass, a red square in
 * the middle (so the crop's centre is known).
 */
function landscapePhoto(): Buffer {
  const width = 1200;
  const height = 800;
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const inSquare = Math.abs(x - width / 2) < 100 && Math.abs(y - height / 2) < 100;
      const colour = inSquare ? [200, 40, 40] : y < height / 2 ? [170, 215, 240] : [80, 160, 100];
      const at = (y * width + x) * 4;
      png.data.set([...colour, 255], at);
    }
  return PNG.sync.write(png);
}

/** The natural size of the picture an element shows, once it has loaded. */
const loadedSize = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0];
  });

/** The colours, roughly named, of the picture at `url` at the given points, as the page draws it. */
async function coloursAt(page: Page, url: string, points: [number, number][]): Promise<string[]> {
  const pixels = await page.evaluate(
    async ({ url, points }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context?.drawImage(image, 0, 0);
      return points.map(([x, y]) => [...(context?.getImageData(x, y, 1, 1).data ?? [])]);
    },
    { url, points },
  );
  return pixels.map(([red = 0, green = 0, blue = 0]) =>
    red > 150 && green < 100
      ? 'red'
      : blue > 200
        ? 'sky'
        : green > 130 && red < 120
          ? 'grass'
          : 'other',
  );
}

/**
 * Starts noting every value the page's progress bar takes; the function returned reads them, in
 * order.
 */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    const note = () => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen.at(-1) !== Number(value))
        seen.push(Number(value));
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as { progressSeen?: number[] }).progressSeen ?? []);
}

describe('the avatar', () => {
  it('is cropped and sent with its progress, and the Profile tab shows it at once', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const problems = consoleProblems(page);

    // From Home to the Profile tab, Personal information, then Change photo, by tapping.
    const card = await tapToProfileDetails(page, 'Wei Ling Tan');
    expect(await card.locator('img').count(), 'no picture before').toBe(0);
    await page.getByRole('link', { name: exactly(text('profile.details.changePhoto')) }).click();
    await at(page, AVATAR);
    await shown(navTitle(page, 'profile.avatar.title'));

    // A text file is no picture: refused before anything is cropped or sent.
    const choose = page.getByLabel(text('profile.avatar.choose'));
    await choose.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('rice, eggs, tea'),
    });
    await shown(page.getByRole('alert').filter({ hasText: errorText('FILE_TYPE_INVALID') }));

    // The photo: zoomed in twice with + and moved with an arrow key on the crop window.
    await choose.setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: landscapePhoto(),
    });
    const cropWindow = page.getByRole('application', { name: text('profile.avatar.cropArea') });
    await shown(cropWindow);
    await cropWindow.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect
      .poll(() => page.getByRole('slider', { name: text('profile.avatar.zoom') }).inputValue())
      .toBe('1.4');
    await page.keyboard.press('ArrowUp');

    // The square goes with its progress (the server's reply held back a moment to see it).
    await page.route(
      (url) => url.pathname.endsWith('/member/avatar'),
      async (route) => {
        await delay(800);
        await route.continue();
      },
    );
    const progress = page.getByRole('progressbar', { name: text('profile.avatar.sending') });
    const shares = await recordProgress(page);
    const [reply] = await Promise.all([
      page.waitForResponse((response) =>
        new URL(response.url()).pathname.endsWith('/member/avatar'),
      ),
      page.getByRole('button', { name: exactly(text('profile.avatar.use')) }).click(),
      shown(progress),
    ]);
    const body = (await reply.json()) as { code: number; data: { avatarUrl: string } };
    expect(body.code).toBe(0);
    const { avatarUrl } = body.data;
    expect(avatarUrl).toMatch(/^\/h5\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(reply.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await shown(page.getByRole('status').filter({ hasText: exactly(text('profile.avatar.done')) }));
    expect(await progress.count(), 'the progress bar gave way').toBe(0);
    const seen = await shares();
    expect(seen[0], 'the bar starts empty').toBe(0);
    expect(seen.at(-1), 'and fills before the page says it is saved').toBe(100);
    const saved = page.getByRole('img', { name: exactly(text('profile.avatar.preview')) });
    expect(await saved.getAttribute('src')).toBe(avatarUrl);
    await expect.poll(() => loadedSize(saved)).toEqual([512, 512]);

    // What the server keeps: a JPEG of the square kept, the red middle of the photo in its centre
    // with sky above and grass below.
    const stored = await fetch(`${base}${avatarUrl}`);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(
      await coloursAt(page, avatarUrl, [
        [256, 256],
        [256, 10],
        [256, 500],
      ]),
    ).toEqual(['red', 'sky', 'grass']);
    const { token } = await call(base, endpoints.auth.login, {
      visitorType: 'personal',
      email: member.email,
      password: member.password,
      agreed: true,
    });
    expect(await call(base, endpoints.profile.get, {}, { token })).toMatchObject({ avatarUrl });

    // Done: back to the details, then the Profile tab, each showing the new picture at once.
    await page.getByRole('button', { name: exactly(text('profile.avatar.finish')) }).click();
    await at(page, PATHS.profileDetails);
    await expect.poll(() => page.locator(`main img[src="${avatarUrl}"]`).count()).toBe(1);
    await page.getByRole('button', { name: exactly(text('common.back')) }).click();
    await at(page, PATHS.profile);
    const picture = card.locator('img');
    await expect.poll(() => picture.getAttribute('src')).toBe(avatarUrl);
    await expect.poll(() => loadedSize(picture)).toEqual([512, 512]);

    // Home's hello shows it too, still without a reload.
    await page.getByRole('link', { name: exactly(text('layout.tabBar.home')) }).click();
    await at(page, PATHS.home);
    const greeting = page.getByRole('link', {
      name: exactly(text('home.greeting', { name: 'Wei Ling Tan' })),
    });
    await expect.poll(() => greeting.locator('img').getAttribute('src')).toBe(avatarUrl);

    // Back on the Profile tab, tapping the picture is the way to a new one.
    await page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }).click();
    await at(page, PATHS.profile);
    await card.getByRole('link', { name: exactly(text('profile.details.changePhoto')) }).click();
    await at(page, AVATAR);
    await shown(navTitle(page, 'profile.avatar.title'));

    // Opened afresh, the server draws the page with the new avatar and the app takes it over.
    await keepDrawnElement(page, '#root main');
    const response = await page.goto(AVATAR);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`data-member="${member.memberId}"`);
    expect(html).toContain(avatarUrl);
    await hydratedInPlace(page);
    await shown(page.getByLabel(text('profile.avatar.choose')));
    expect(problems).toEqual([]);
  });
});
