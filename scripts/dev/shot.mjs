import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('CONSOLE', m.type(), m.text().slice(0, 300));
});
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
const steps = JSON.parse(process.argv[2]);
await page.goto('http://localhost:4173/#/login');
for (const s of steps) {
  if (s.login) {
    await page.getByLabel('Email').fill(s.login);
    await page.getByLabel('Password').fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForTimeout(1500);
  }
  if (s.go) {
    await page.evaluate((h) => {
      location.hash = h;
    }, s.go);
    await page.waitForTimeout(1500);
  }
  if (s.click) {
    await page.getByText(s.click, { exact: true }).first().click();
    await page.waitForTimeout(1000);
  }
  if (s.role) {
    await page.getByRole(s.role[0], { name: s.role[1] }).first().click();
    await page.waitForTimeout(1000);
  }
  if (s.shot) {
    await page.screenshot({ path: s.shot });
    console.log('shot', s.shot, page.url());
  }
}
await browser.close();
