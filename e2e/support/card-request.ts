import { expect, type Page } from '@playwright/test';
import { tr } from './locales.ts';
import { pickAddress } from './request-form.ts';

// The request form with a card payment, as the payment and attention tests fill it in.

export type TTexts = Record<string, string>;

/**
 * A new collection point takes a few minutes to become available (000 §2): the requests of a
 * test on its own new outlet run a little later, through the e2e server's test clock header.
 */
export const LATER = () => ({
  'x-portal-test-now': new Date(Date.now() + 10 * 60_000).toISOString(),
});

export async function openRequestPage(page: Page, path: string, texts: TTexts) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(texts, 'request.title') }),
  ).toBeVisible({
    timeout: 60_000,
  });
}

/** The request form filled in; a guest's form asks for the recipient, a vendor's the customer. */
export async function fillRequest(
  page: Page,
  texts: TTexts,
  customer: string,
  who: 'customer' | 'recipient' = 'customer',
) {
  await pickAddress(page, tr(texts, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
  await page.getByLabel(tr(texts, `request.${who}.name`)).fill(customer);
  await page.getByLabel(tr(texts, `request.${who}.phone`)).fill('99123456');
  await page.getByLabel(tr(texts, 'request.details.description')).fill('Two souvlaki pitas');
  await page.getByLabel(tr(texts, 'request.details.amount', { currency: 'EUR' })).fill('18.50');
}

/** Types a new card into the generic card form (the cybersource-card flag is off by default). */
export async function fillCard(page: Page, texts: TTexts, number: string) {
  const form = page.getByTestId('card-form-generic');
  await form.getByLabel(tr(texts, 'payment.card.holder')).fill('Maria Georgiou');
  await form.getByLabel(tr(texts, 'payment.card.number')).fill(number);
  await form.getByRole('textbox', { name: tr(texts, 'payment.card.expiry-month') }).click();
  await page.getByRole('option', { name: '12', exact: true }).click();
  await form.getByRole('textbox', { name: tr(texts, 'payment.card.expiry-year') }).click();
  await page.getByRole('option', { name: '2030', exact: true }).click();
  await form.getByLabel(tr(texts, 'payment.card.cvc')).fill('123');
}

const summary = (page: Page, texts: TTexts) =>
  page.getByRole('complementary', { name: tr(texts, 'request.summary.title') });

export async function submitRequest(page: Page, texts: TTexts) {
  await summary(page, texts)
    .getByRole('button', { name: tr(texts, 'request.submit.create') })
    .click();
}
