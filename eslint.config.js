import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { OUTSIDE_FOLDERS, PLATFORM_FOLDERS, SERVER_MODULES } from './apps/server/layers.mjs';

const FEATURES = 'apps/web/src/features';

/** A web feature meets another only through its index.ts (docs/architecture.md). */
function featureZones() {
  const features = readdirSync(FEATURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'Use the other feature through its index.ts, or move the piece to src/shared/.',
  }));
}

const SERVER = 'apps/server/src';

/**
 * The server's layers as import zones (docs/architecture.md): each module may not import the
 * modules after it; the platform folders import no module; a folder outside the layers only the
 * modules it names.
 */
function serverZones() {
  const zones = SERVER_MODULES.map((module, index) => ({
    target: `${SERVER}/modules/${module}`,
    from: SERVER_MODULES.slice(index + 1).map((later) => `${SERVER}/modules/${later}`),
    message: `${module} is below these modules (apps/server/layers.mjs): move the code down, or pass it in.`,
  })).filter((zone) => zone.from.length > 0);
  for (const folder of PLATFORM_FOLDERS) {
    zones.push({
      target: `${SERVER}/${folder}`,
      from: `${SERVER}/modules`,
      message: 'The platform imports no module (apps/server/layers.mjs).',
    });
  }
  for (const [folder, allowed] of Object.entries(OUTSIDE_FOLDERS)) {
    zones.push({
      target: `${SERVER}/${folder}`,
      from: SERVER_MODULES.filter((m) => !allowed.includes(m)).map((m) => `${SERVER}/modules/${m}`),
      message: `${folder} may use only ${allowed.join(', ')} (apps/server/layers.mjs).`,
    });
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The server's layers (docs/architecture.md). Tests may import anything.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.mjs', '.js'],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Inside a module only its stores and table definitions speak SQL (docs/architecture.md).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/store.ts', '**/*-store.ts', '**/schema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "SQL belongs in the module's store.ts." }],
          patterns: [
            { group: ['drizzle-orm/*'], message: "Tables belong in the module's schema.ts." },
            {
              group: ['**/schema.ts'],
              allowTypeImports: true,
              message: "Only a store reads or writes tables: call the module's store.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones() }] },
  },
);
