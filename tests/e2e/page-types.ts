import type { Page } from 'playwright-core';
import { BULK_INPUT } from '../../scripts/lib/bulk-input.mjs';

/**
 * One page of every page type the route table has (shared/routes.tsx), with the fixture data:
 * detail pages, their empty forms, lists, the per-bank list, the 404 page. `/validate` with
 * results is reached by submitting the form (validateWithResults).
 */
export const PAGE_TYPES: [name: string, path: string][] = [
  ['home', '/'],
  ['search', '/search?q=deutsche'],
  ['search-empty', '/search'],
  ['countries', '/countries'],
  ['country-banks', '/banks/de'],
  ['bank', '/banks/de/deutsche-bank-ag'],
  ['bank-list', '/banks/de/deutsche-bank-ag/swifts'],
  ['swift', '/swifts/DEUTDEFFXXX'],
  ['swift-form', '/swifts'],
  ['routing', '/usroutings/026003780'],
  ['routing-form', '/usroutings'],
  ['ifsc', '/ifscs/HDFC0000001'],
  ['rubic', '/bics/044525101'],
  ['bin', '/bins/457173'],
  ['iban', '/iban/DE89370400440532013000'],
  ['iban-invalid', '/iban/DE89370400440532013001'],
  ['iban-form', '/iban'],
  ['lei', '/leis/7LTWFZYICNSX8D621K86'],
  ['sources', '/sources'],
  ['api-docs', '/api-docs'],
  ['validate', '/validate'],
  ['not-found', '/no-such-page'],
];

/** Fills /validate with BULK_INPUT and waits for the results table (each step within `timeout` ms). */
export async function validateWithResults(page: Page, base: string, timeout = 30_000): Promise<void> {
  await page.goto(`${base}/validate`, { waitUntil: 'networkidle', timeout });
  await page.locator('#bulk-codes').fill(BULK_INPUT);
  await page.locator('form.bulk-form button[type="submit"]').click();
  await page.locator('#bulk-results').waitFor({ timeout });
}
