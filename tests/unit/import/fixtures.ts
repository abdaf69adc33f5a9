// Paths shared by the importer tests: small fixtures laid out like ../shared/data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FIXTURE_DATA = path.join(REPO_ROOT, 'tests', 'fixtures', 'data');
export const MIGRATIONS = path.join(REPO_ROOT, 'migrations');
