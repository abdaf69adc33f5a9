// The countries index's "SWIFT codes of the largest economies" (SPEC.md section 2): the ten
// largest economies by nominal GDP (IMF World Economic Outlook, April 2025) and the head-office
// SWIFT code of each one's largest bank by total assets (S&P Global Market Intelligence,
// "The world's largest banks", 2025). Picking "the bank with most SWIFT codes" instead gives
// custodians and securities houses, not the banks a visitor means.
export const LARGEST_ECONOMIES: readonly { country: string; swift: string }[] = [
  { country: 'us', swift: 'CHASUS33XXX' }, // JPMorgan Chase Bank
  { country: 'cn', swift: 'ICBKCNBJXXX' }, // Industrial and Commercial Bank of China
  { country: 'de', swift: 'DEUTDEFFXXX' }, // Deutsche Bank
  { country: 'jp', swift: 'BOTKJPJTXXX' }, // MUFG Bank
  { country: 'in', swift: 'SBININBBXXX' }, // State Bank of India
  { country: 'gb', swift: 'MIDLGB22XXX' }, // HSBC Bank
  { country: 'fr', swift: 'BNPAFRPPXXX' }, // BNP Paribas
  { country: 'it', swift: 'BCITITMMXXX' }, // Intesa Sanpaolo
  { country: 'ca', swift: 'ROYCCAT2XXX' }, // Royal Bank of Canada
  { country: 'br', swift: 'ITAUBRSPXXX' }, // Itaú Unibanco
];
