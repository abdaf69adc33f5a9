// Types of scripts/lib/bulk-input.mjs, for the e2e tests.
export const BULK_INPUT: string;
