// Development aid: screenshots of the console in mock mode (needs `vite preview` on port 4173).
// Usage: node scripts/dev/shot.mjs '[{"shot":"/tmp/login.png"},{"login":"admin@demo.test"},{"go":"#/home"},{"shot":"/tmp/home.png"}]'
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';

const base = process.env.SHOT_BASE ?? 'http://localhost:4173/';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (error) => console.log('PAGEERROR', error.message));
await page.goto(`${base}#/login`);
await page.getByRole('button', { name: 'Log in' }).waitFor();
for (const step of JSON.parse(process.argv[2])) {
  if (step.login) {
    await page.getByLabel('Email').fill(step.login);
    await page.getByLabel('Password').fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  }
  if (step.session)
    await page.evaluate(
      (entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)),
      step.session,
    );
  if (step.go) await page.evaluate((hash) => (window.location.hash = hash), step.go);
  if (step.button) await page.getByRole('button', { name: step.button }).first().click();
  if (step.text) await page.getByText(step.text, { exact: true }).first().click();
  if (step.fill) await page.getByLabel(step.fill[0], { exact: true }).last().fill(step.fill[1]);
  if (step.option) {
    await page.getByLabel(step.option[0], { exact: true }).last().click({ force: true });
    await page
      .locator(
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${step.option[1]}"]`,
      )
      .click();
  }
  await page.waitForTimeout(step.wait ?? 1200);
  if (step.shot) await page.screenshot({ path: step.shot });
}
await browser.close();
