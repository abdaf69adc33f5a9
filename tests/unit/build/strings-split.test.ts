import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
// @ts-expect-error plain ES module without types
import { keysOf, splitKeys } from '../../../scripts/build-strings.mjs';

// The dictionary split per screen (scripts/build-strings.mjs): which keys a source names, and
// which part (every page's, a screen's) each key lands in, over a small made-up module graph.

const root = mkdtempSync(path.join(tmpdir(), 'strings-split-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, source: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), source);
};
const NAMESPACES = ['layout', 'swift', 'bin', 'bulk', 'iban'];

write('client/entry.tsx', `import { Layout } from '../shared/components/layout';`);
write('shared/components/layout.tsx', `t('layout.brand'); t(long ? 'layout.menu' : 'layout.menu_short');`);
write('shared/components/kind-shell.tsx', 't(`${kind}.about`)');
write('shared/kinds/swift/page.tsx', `<KindShell kind="swift" />; pageUrl('iban', x); t(\`bin.type_\${type}\`)`);
write('shared/pages/validate.tsx', `validatorMessage(t, code)`);
write('shared/validator-messages.ts', `t('bulk.invalid_generic')`);
write('shared/kinds/iban/validator.ts', `errors.push('iban.checksum');`);

test('a source names literal keys, literal key starts and kinds handed on by name', () => {
  expect([...keysOf(root, 'shared/components/layout.tsx', NAMESPACES)].sort()).toEqual([
    'layout.brand',
    'layout.menu',
    'layout.menu_short',
  ]);
  // kind="swift" takes the namespace whole; a code's kind in pageUrl('iban', ...) names no string.
  expect([...keysOf(root, 'shared/kinds/swift/page.tsx', NAMESPACES)].sort()).toEqual(['bin.type_', 'swift.']);
  // validator messages render the validators' codes, which reach them as data.
  expect([...keysOf(root, 'shared/validator-messages.ts', NAMESPACES)].sort()).toEqual([
    'bulk.invalid_generic',
    'iban.checksum',
  ]);
});

test('the entry graph is common, each screen gets what its own graph adds', () => {
  const imports = (...paths: string[]) => ({ imports: paths.map((p) => ({ path: p, kind: 'import-statement' })) });
  const inputs = {
    'client/entry.tsx': {
      imports: [
        { path: 'shared/components/layout.tsx', kind: 'import-statement' },
        { path: 'shared/kinds/swift/page.tsx', kind: 'dynamic-import' },
      ],
    },
    'shared/components/layout.tsx': imports(),
    'shared/components/kind-shell.tsx': imports(),
    'shared/kinds/swift/page.tsx': imports('shared/components/kind-shell.tsx', 'shared/components/layout.tsx'),
    'shared/pages/validate.tsx': imports('shared/validator-messages.ts'),
    'shared/validator-messages.ts': imports(),
  };
  expect(splitKeys(root, inputs, NAMESPACES)).toEqual({
    common: ['layout.brand', 'layout.menu', 'layout.menu_short'],
    screens: {
      swift: ['bin.type_', 'layout.brand', 'layout.menu', 'layout.menu_short', 'swift.'],
      validate: ['bulk.invalid_generic', 'iban.checksum'],
    },
  });
});
