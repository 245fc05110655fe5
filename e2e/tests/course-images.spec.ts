import { expect, test, type Page } from '@playwright/test';
import type { Course, UploadUrlResponse } from '@sabora/contract';
import sharp from 'sharp';
import { adminPost, adminToken } from '../support/api';
import { shootBoth } from '../support/screens';
import { openDevice, studentPhone, teacherLaptop } from '../support/session';

test('a phone on the course list downloads a small AVIF of an uploaded photo, not the photo', async ({
  browser,
  request,
}) => {
  // A 1600 × 900 camera-like photo: the original a phone used to download whole.
  const photo = await sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: '#b45309',
      noise: { type: 'gaussian', mean: 110, sigma: 35 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const admin = await adminToken(request);
  const grant = await request.get('/api/shared/get-s3-url', {
    params: {
      fileName: 'غلاف.jpg',
      contentType: 'image/jpeg',
      size: photo.length,
      field: 'imageUrl',
    },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(grant.ok()).toBe(true);
  const upload = (await grant.json()) as UploadUrlResponse;
  const put = await request.put(upload.url, { data: photo, headers: upload.headers });
  expect(put.ok()).toBe(true);
  await adminPost<Course>(request, admin, '/course', {
    title: 'Bildwörter: Farben und Formen',
    price: 0,
    level: 'prep-1',
    imageUrl: upload.path,
  });
  const id = upload.key.split('/').pop()!.split('.')[0]!;

  async function imagesAt(page: Page): Promise<string[]> {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(id)) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/courses?level=prep-1');
    const card = page.getByTestId('course-card').filter({ hasText: 'Bildwörter' });
    const image = card.locator('img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(id);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return requested;
  }

  // The 390 px phone: a card 358 px wide at DPR 1 takes the 480 px AVIF, once (the
  // early preload and the card agree on it), and never the original.
  const phone = await openDevice(browser, studentPhone);
  const onPhone = await imagesAt(phone.page);
  expect(onPhone).toEqual([
    `/uploads/images/${upload.key.split('/').slice(1, 3).join('/')}/${id}-480w.avif`,
  ]);
  const variant = await request.get(onPhone[0]!);
  expect(variant.headers()['content-type']).toBe('image/avif');
  expect((await variant.body()).length).toBeLessThan(photo.length / 5);
  await shootBoth(phone.page, 'course-list-uploaded-photo');
  await phone.context.close();

  // A desktop column is at most 360 px: the same small file.
  const laptop = await openDevice(browser, teacherLaptop);
  const onLaptop = await imagesAt(laptop.page);
  expect(onLaptop.every((path) => path.endsWith('-480w.avif'))).toBe(true);
  await laptop.context.close();
});
