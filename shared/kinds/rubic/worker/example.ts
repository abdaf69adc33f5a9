// The rubic record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).
import { deutscheBank } from '../../../../worker/api/openapi/examples';

export const example = {
  code: '044525101',
  name: 'АО "Дойче банк"',
  locality: 'Москва',
  participant_type: '20',
  is_head_office: true,
  status: 'active',
  status_date: null,
  correspondent_account: '30101810100000000101',
  country: 'RU',
  region: null,
  organisation: 'DEUTSCHE BANK AG',
  branch: null,
  address: '129090, г Москва, ул. Щепкина, д. 4',
  bic_rkc: '044525000',
  swift: 'DEUTRUMM',
  requisites: { bank_name: 'DEUTSCHE BANK AG', correspondent_account: '30101810100000000101', okpo: null },
  accounts: [],
  bank: deutscheBank,
  source: 'Bank of Russia BIC directory ED807',
  as_of: '2026-04-17',
};
