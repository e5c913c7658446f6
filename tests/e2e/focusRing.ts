import { expect, type Locator, type Page } from '@playwright/test';

/** The focus outline of an element, as drawn. */
export const outlineOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });

/**
 * Focuses `target` as the keyboard does (the browser shows :focus-visible only then): the element
 * before it first, then Tab. The mouse is moved away so no hover style is judged instead.
 */
export async function tabOnto(page: Page, target: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}
