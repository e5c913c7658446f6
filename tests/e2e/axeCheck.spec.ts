import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, blockingViolations, describeBlocking, expectAccessible, login, settled } from './helpers';

// The suite's axe check runs axe-core in the page once it is put there (helpers.ts). Here it is
// held against @axe-core/playwright's own way on the same page, and shown to fail on planted faults.
test('the in-page axe check finds what AxeBuilder finds, and fails on an unnamed button and input', async ({
  page,
}) => {
  await login(page, ADMIN);
  await page.goto('/#/siteManager/siteList');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await expectAccessible(page);

  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML('beforeend', '<button type="button"></button><input type="text">');
  });
  const inPage = await blockingViolations(page);
  expect(inPage.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['button-name', 'label']));
  const reference = await new AxeBuilder({ page }).analyze();
  expect(inPage).toEqual(describeBlocking(reference.violations));
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});
