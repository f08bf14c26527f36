import { expect, type Page } from '@playwright/test';

/** Types into an address field of the request form and picks one of its suggestions. */
export async function pickAddress(page: Page, label: string, text: string, choice: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(text);
  await page.getByRole('option', { name: choice }).click();
  await expect(input).toHaveValue(choice, { timeout: 30_000 });
}
