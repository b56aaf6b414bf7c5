/**
 * Renders the PNG app icons from our own SVGs with headless Chromium (screenshots):
 *
 *   npx tsx scripts/make-app-icons.ts
 *
 * reads apps/web/public/icons/icon.svg (rounded, transparent corners) and icon-maskable.svg
 * (full bleed, the mark inside the safe zone) and writes icon-192.png, icon-512.png,
 * icon-maskable-192.png, icon-maskable-512.png there, and apps/web/public/apple-touch-icon.png
 * (180 px, opaque: iOS rounds the corners itself). Chromium is /usr/bin/chromium unless
 * CHROMIUM_PATH says otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'apps', 'web', 'public');
const iconDir = path.join(publicDir, 'icons');

const outputs = [
  { source: 'icon.svg', size: 192, file: path.join(iconDir, 'icon-192.png') },
  { source: 'icon.svg', size: 512, file: path.join(iconDir, 'icon-512.png') },
  { source: 'icon-maskable.svg', size: 192, file: path.join(iconDir, 'icon-maskable-192.png') },
  { source: 'icon-maskable.svg', size: 512, file: path.join(iconDir, 'icon-maskable-512.png') },
  { source: 'icon-maskable.svg', size: 180, file: path.join(publicDir, 'apple-touch-icon.png') },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { source, size, file } of outputs) {
    const svg = fs.readFileSync(path.join(iconDir, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: file, omitBackground: true });
    console.log(`${path.relative(root, file)} (${fs.statSync(file).size} bytes)`);
  }
} finally {
  await browser.close();
}
