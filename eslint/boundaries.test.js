import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const SRC = '/repo/apps/web/src';
const options = [{ srcDir: SRC }];
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

/** A case for a file at `file` (relative to src/). */
function at(file, code, errors) {
  return errors
    ? { filename: `${SRC}/${file}`, code, options, errors }
    : { filename: `${SRC}/${file}`, code, options };
}

tester.run('rlo-boundaries/imports', boundaries.rules.imports, {
  valid: [
    // Inside one feature, by alias or relative path.
    at('features/crm/components/A.tsx', "import { b } from '@/features/crm/utils/b';"),
    at('features/crm/components/A.tsx', "import { b } from '../utils/b';"),
    at('features/crm/components/deep/A.tsx', "import { b } from '../../api/b';"),
    // Features use the shared layers.
    at('features/crm/components/A.tsx', "import { ConfirmDialog } from '@/components/ConfirmDialog';"),
    at('features/crm/components/A.tsx', "import { money } from '../../../lib/format';"),
    at('features/crm/components/A.tsx', "import { guides } from '@/api/guides';"),
    // app/ composes features.
    at('app/routes/crm.tsx', "import { CrmPage } from '@/features/crm/components/CrmPage';"),
    at(
      'app/routes/crm.tsx',
      "import { DashboardPage } from '../../features/dashboard/components/DashboardPage';",
    ),
    // components/ and api/ may use lib/; components/ may use api/.
    at('components/UserGuideDialog.tsx', "import { guidesQuery } from '@/api/guides';"),
    at('components/Grid.tsx', "import { money } from '../lib/format';"),
    at('api/guides.ts', "import { request } from '@/lib/api';"),
    // lib/ within itself, and packages.
    at('lib/notify.ts', "import { i18n } from './i18n';"),
    at('lib/notify.ts', "import { enqueueSnackbar } from 'notistack';"),
    at('lib/notify.ts', "import { CATALOGUE_MESSAGES } from '@rlo/contract';"),
    // A path that leaves src/ is not the rule's business.
    at('features/crm/components/A.tsx', "import x from '../../../../../../packages/contract/src';"),
    // A file outside src/ is not checked.
    { filename: '/repo/e2e/crm.spec.ts', code: "import x from '../apps/web/src/features/crm/a';", options },
  ],
  invalid: [
    // A feature importing another feature, however the path is written.
    at(
      'features/crm/components/A.tsx',
      "import { x } from '@/features/coaching/components/LocationPicker';",
      [
        {
          messageId: 'crossFeature',
          data: { specifier: '@/features/coaching/components/LocationPicker', from: 'crm', to: 'coaching' },
        },
      ],
    ),
    at('features/crm/components/A.tsx', "import { x } from '../../coaching/components/LocationPicker';", [
      {
        messageId: 'crossFeature',
        data: { specifier: '../../coaching/components/LocationPicker', from: 'crm', to: 'coaching' },
      },
    ]),
    at(
      'features/crm/components/deep/A.tsx',
      "import { x } from '../../../../features/reports/utils/datePresets';",
      [
        {
          messageId: 'crossFeature',
          data: { specifier: '../../../../features/reports/utils/datePresets', from: 'crm', to: 'reports' },
        },
      ],
    ),
    at('features/crm/A.ts', "export { x } from '../reports';", [
      { messageId: 'crossFeature', data: { specifier: '../reports', from: 'crm', to: 'reports' } },
    ]),
    at('features/crm/A.ts', "export * from '@/features/reports/utils/format';", [
      { messageId: 'crossFeature' },
    ]),
    at('features/crm/A.ts', "const m = () => import('../reports/components/Page');", [
      { messageId: 'crossFeature' },
    ]),
    at('features/crm/A.ts', "type T = typeof import('@/features/reports/api/x');", [
      { messageId: 'crossFeature' },
    ]),
    // Shared layers importing a feature.
    at('components/UserGuideButton.tsx', "import { guidesQuery } from '@/features/guides/api/guides';", [
      {
        messageId: 'sharedImportsFeature',
        data: { specifier: '@/features/guides/api/guides', from: 'components', to: 'guides' },
      },
    ]),
    at('lib/x.ts', "import { y } from '../features/crm/utils/y';", [
      {
        messageId: 'sharedImportsFeature',
        data: { specifier: '../features/crm/utils/y', from: 'lib', to: 'crm' },
      },
    ]),
    at('api/guides.ts', "import type { Guide } from '@/features/guides/types';", [
      {
        messageId: 'sharedImportsFeature',
        data: { specifier: '@/features/guides/types', from: 'api', to: 'guides' },
      },
    ]),
    // lib importing UI or the API clients.
    at('lib/notify.tsx', "import { ToastContent } from '@/components/ToastContent';", [
      { messageId: 'libImportsLayer', data: { specifier: '@/components/ToastContent', to: 'components' } },
    ]),
    at('lib/deep/x.ts', "import { guidesQuery } from '../../api/guides';", [
      { messageId: 'libImportsLayer', data: { specifier: '../../api/guides', to: 'api' } },
    ]),
  ],
});
