import { expect, type Page } from '@playwright/test';

/**
 * Adds an article with this body through the embedded API as the signed-in user, as a hostile
 * server would hold it (no form in between): English, Lifestyle > Travel, the seeded cover.
 */
export async function postArticle(page: Page, title: string, content: string): Promise<void> {
  const created = await page.evaluate(
    async ([title, content]) => {
      const response = await fetch('/gamebridge-manager/v1/ssp_publisher/news', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: localStorage.getItem('token') ?? '' },
        body: JSON.stringify({
          title,
          language: 'en',
          category: [10, 11],
          icon: '/news-images/seed-7001',
          icon_id: 7001,
          content,
        }),
      });
      return (await response.json()) as { success: boolean };
    },
    [title, content] as const,
  );
  expect(created.success).toBe(true);
}
