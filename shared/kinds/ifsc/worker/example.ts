// The ifsc record shown by the OpenAPI document and the /api-docs page: a real record, trimmed to
// its main fields (the schemas list every documented field).

export const example = {
  code: 'HDFC0000001',
  bank_code: 'HDFC',
  branch_code: '000001',
  bank_name: 'HDFC Bank',
  branch: 'KAMALA MILLS COMPOUND',
  address: 'TRADE WORLD, KAMALA MILLS COMPOUND, SENAPATI BAPAT MARG, LOWER PAREL, MUMBAI 400013',
  city: 'MUMBAI',
  district: 'MUMBAI',
  state: 'MAHARASHTRA',
  country: 'IN',
  micr: '400240015',
  swift: 'HDFCINBB',
  neft: true,
  rtgs: true,
  imps: true,
  upi: true,
  in_valid_list: true,
  sublet: false,
  bank: { country: 'in', slug: 'hdfc-bank-ltd', name: 'HDFC BANK LTD' },
  source: 'npm ifsc 2.0.50 (Razorpay, public-domain data)',
  as_of: '2024-06-01',
};
