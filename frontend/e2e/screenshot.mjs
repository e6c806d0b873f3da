#!/usr/bin/env node
// Screenshot of a page on a phone-sized screen: node frontend/e2e/screenshot.mjs <url> <out.png> [width]
import { launchPhoneBrowser } from './browser.mjs';

const [url, output, width] = process.argv.slice(2);
if (!url || !output) {
  console.error('usage: node frontend/e2e/screenshot.mjs <url> <out.png> [width]');
  process.exit(2);
}
const { browser, context } = await launchPhoneBrowser();
const page = await context.newPage();
if (width) await page.setViewportSize({ width: Number(width), height: 900 });
const errors = [];
page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: output, fullPage: true });
await browser.close();
if (errors.length) console.log(`console errors:\n  ${errors.join('\n  ')}`);
