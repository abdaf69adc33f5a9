import { Form } from 'react-router';
import { useI18n, type Translate } from '../../i18n';
import { Section } from '../../components/blocks';
import { CountryOptions } from '../../components/country-options';
import { pageUrl } from '../index';
import { ibanCountries } from './validator';
import type { CalcInput, CalcRefusal } from './loader';

/** What was expected of a part, in words: "8 digits", from the API's details (calculate.ts). */
function expected(t: Translate, d: Record<string, unknown>) {
  const chars = d.chars === 'n' || d.chars === 'a' ? d.chars : 'c';
  return { length: Number(d.length) || 0, chars: t(`iban.calc_chars_${chars}`) };
}

/** The sentence for a refusal: its error code (the API's, shared/kinds/iban/worker/calculate.ts) in words. */
function refusalText(t: Translate, r: CalcRefusal): string {
  const d = r.details;
  switch (r.error) {
    case 'iban.calc_country':
      return t('iban.calc_error_country');
    case 'iban.calc_unsupported':
      return t('iban.calc_error_unsupported');
    case 'iban.calc_bank_code':
      return t('iban.calc_error_bank_code', expected(t, d));
    case 'iban.calc_branch_code':
      return d.reason === 'unexpected'
        ? t('iban.calc_error_branch_none')
        : t('iban.calc_error_branch_code', expected(t, d));
    case 'iban.calc_account':
      return d.padded ? t('iban.calc_error_account_max', expected(t, d)) : t('iban.calc_error_account', expected(t, d));
    case 'iban.national_checksum':
      return t('iban.calc_error_national_checksum');
    case 'iban.calc_national_ambiguous':
      return t('iban.calc_error_national_ambiguous');
    case 'rate_limited':
      return t('iban.calc_error_rate_limited');
    case 'too_large':
      return t('iban.calc_error_too_large');
    default:
      return t('iban.calc_error_unavailable');
  }
}

const FIELD_IDS: Record<keyof CalcInput, string> = {
  country: 'calc-country',
  bank_code: 'calc-bank-code',
  branch_code: 'calc-branch-code',
  account: 'calc-account',
};
const ERROR_ID = 'calc-error';

/**
 * "Calculate an IBAN": country, bank code, optional branch code and account number. A POST form to
 * /iban, so it works without JavaScript and the account stays out of the address: the action
 * (./loader.ts) redirects to the IBAN's page, or shows the refusal here, next to the field it
 * concerns, with the input kept.
 */
export function CalcForm({ refusal }: { refusal: CalcRefusal | null }) {
  const { t } = useI18n();
  const input = refusal?.input;
  const badField = refusal?.details.field;
  const field = (name: keyof CalcInput) => ({
    id: FIELD_IDS[name],
    name,
    defaultValue: input?.[name] ?? '',
    'aria-invalid': badField === name || undefined,
    'aria-describedby': badField === name ? ERROR_ID : undefined,
  });
  const text = { autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters', maxLength: 40 } as const;
  return (
    <Section id="iban-calc" title={t('iban.calc_title')}>
      <p>{t('iban.calc_intro')}</p>
      {/* Keyed on the input: the fields are uncontrolled, so another refusal must remount them. */}
      <Form key={JSON.stringify(input ?? {})} method="post" action={pageUrl('iban')} className="calc-form">
        <label htmlFor={FIELD_IDS.country}>{t('iban.calc_country')}</label>
        <select {...field('country')} defaultValue={(input?.country ?? '').toUpperCase()} required>
          <option value="">{t('iban.calc_choose')}</option>
          <CountryOptions codes={ibanCountries()} />
        </select>
        <label htmlFor={FIELD_IDS.bank_code}>{t('iban.calc_bank_code')}</label>
        <input {...field('bank_code')} {...text} required />
        <label htmlFor={FIELD_IDS.branch_code}>{t('iban.calc_branch_code')}</label>
        <input {...field('branch_code')} {...text} />
        <label htmlFor={FIELD_IDS.account}>{t('iban.calc_account')}</label>
        <input {...field('account')} {...text} required />
        {refusal && (
          <p id={ERROR_ID} className="calc-error" role="alert">
            {refusalText(t, refusal)}
          </p>
        )}
        <button type="submit">{t('iban.calc_submit')}</button>
      </Form>
    </Section>
  );
}
