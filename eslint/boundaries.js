// Who may import whom in the web app (architecture.md, "apps/web/src"):
//   features/X   → not another feature (app/ composes features);
//   components/, lib/, api/ → not features/ (they serve every feature);
//   lib/         → not components/ nor api/ (lib is plain code under both: no UI, no API clients).
// Every specifier is resolved against the importing file, so `@/features/y`, `../../y/api` and
// `../../../features/y` are the same import.
import path from 'node:path';

/** The layer a path inside src/ belongs to: `features` with its feature name, or its first folder. */
function layerOf(relativePath) {
  const [first, second] = relativePath.split(path.sep);
  if (first === 'features' && second !== undefined) {
    return { layer: 'features', feature: second.replace(/\.[^.]*$/, '') };
  }
  return { layer: first, feature: null };
}

/** The path relative to `srcDir` that `specifier` names from `filename`, or null when it lies outside src/. */
function resolveInSrc(specifier, filename, srcDir, alias) {
  let absolute;
  if (specifier === alias || specifier.startsWith(`${alias}/`)) {
    absolute = path.join(srcDir, specifier.slice(alias.length));
  } else if (
    specifier === '.' ||
    specifier === '..' ||
    specifier.startsWith('./') ||
    specifier.startsWith('../')
  ) {
    absolute = path.resolve(path.dirname(filename), specifier);
  } else {
    return null; // a package
  }
  const relative = path.relative(srcDir, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative;
}

const SHARED_LAYERS = new Set(['components', 'lib', 'api']);

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep features apart and the shared layers (components, lib, api) free of features.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string', description: 'Absolute path of apps/web/src.' },
          alias: { type: 'string', description: 'The specifier prefix that maps to srcDir.' },
        },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "features/{{from}} imports '{{specifier}}' from features/{{to}}: features do not import each other; compose them in app/ or move the shared piece to components/, lib/ or api/.",
      sharedImportsFeature:
        "{{from}}/ imports '{{specifier}}' from features/{{to}}: shared code does not depend on a feature; move what it needs to components/, lib/ or api/.",
      libImportsLayer:
        "lib/ imports '{{specifier}}' from {{to}}/: lib stays free of UI and of API clients; let the caller pass in what it needs.",
    },
  },
  create(context) {
    const { srcDir: rawSrcDir, alias = '@' } = context.options[0];
    const srcDir = path.resolve(rawSrcDir);
    const filename = path.resolve(context.filename);
    const fromRelative = path.relative(srcDir, filename);
    if (fromRelative.startsWith('..') || path.isAbsolute(fromRelative)) return {};
    const from = layerOf(fromRelative);

    function check(sourceNode) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const specifier = sourceNode.value;
      const relative = resolveInSrc(specifier, filename, srcDir, alias);
      if (relative === null) return;
      const to = layerOf(relative);
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({
          node: sourceNode,
          messageId: 'crossFeature',
          data: { from: from.feature, to: to.feature, specifier },
        });
      } else if (SHARED_LAYERS.has(from.layer) && to.layer === 'features') {
        context.report({
          node: sourceNode,
          messageId: 'sharedImportsFeature',
          data: { from: from.layer, to: to.feature ?? '', specifier },
        });
      } else if (from.layer === 'lib' && (to.layer === 'components' || to.layer === 'api')) {
        context.report({ node: sourceNode, messageId: 'libImportsLayer', data: { to: to.layer, specifier } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import('…')` in TypeScript types.
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { meta: { name: 'rlo-boundaries' }, rules: { imports: importBoundaries } };
