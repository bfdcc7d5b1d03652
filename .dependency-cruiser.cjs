/**
 * The import rules of ARCHITECTURE.md (« Layers »), checked by `npm run lint`.
 * Data flows one way: sources → pipeline/ → artefacts → server/ → src/services → machines → views.
 * `artefacts/` holds the formats both the pipeline (writer) and the server (reader) use;
 * `src/domain/` holds the contracts and pure rules every layer shares, and imports nothing else.
 */
const layer = (path, mayImport, comment) => ({
  name: `layer-${path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`,
  comment,
  severity: 'error',
  from: { path: `^${path}`, pathNot: '\\.test\\.tsx?$' },
  to: {
    path: '^(src|server|pipeline|artefacts|scripts|tests|e2e|bench)/',
    pathNot: `^(${[path, ...mayImport].join('|')})`,
  },
});

module.exports = {
  forbidden: [
    layer(
      'src/domain/',
      ['src/i18n/'],
      'src/domain holds pure contracts and rules: it imports only itself (and message key types).',
    ),
    {
      name: 'domain-names-message-types-only',
      comment: 'src/domain may name the type of a translator, never load the bundles.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/i18n/', dependencyTypesNot: ['type-only'] },
    },
    layer('src/i18n/', ['src/domain/'], 'Message bundles read domain types only.'),
    layer('artefacts/', ['src/domain/'], 'Artefact formats depend on domain contracts only.'),
    layer(
      'pipeline/',
      ['artefacts/', 'src/domain/', 'src/i18n/'],
      'The import writes artefacts; it never imports the server or the SPA.',
    ),
    layer(
      'server/',
      ['artefacts/', 'src/domain/', 'src/i18n/', 'src/views/seo/'],
      'The server reads artefacts through artefacts/; it never imports the pipeline or the SPA (but its server-rendered pages, src/views/seo/).',
    ),
    layer(
      'src/views/seo/',
      ['src/domain/', 'src/i18n/'],
      'Server-rendered pages are pure renders of domain data: no machine, service or map.',
    ),
    layer(
      'src/services/',
      ['src/domain/', 'src/i18n/'],
      'Services call the API; they know nothing of machines or views.',
    ),
    layer(
      'src/machines/',
      ['src/services/', 'src/domain/', 'src/i18n/'],
      'Machines own behaviour: they call services and never import views, the map or the router.',
    ),
    layer(
      'src/map/',
      ['src/machines/', 'src/services/', 'src/domain/', 'src/i18n/'],
      'The MapLibre adapter subscribes to machines like a view; it never imports views.',
    ),
    layer(
      'src/views/',
      ['src/machines/', 'src/map/', 'src/router/', 'src/services/', 'src/domain/', 'src/i18n/'],
      'Views subscribe to actors and send events.',
    ),
    {
      name: 'views-never-call-services',
      comment: 'A view never calls the network: it may name a service type, not import its code.',
      severity: 'error',
      from: { path: '^src/views/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/services/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-production-import-of-tests',
      comment: 'Code never imports tests, e2e journeys, benches or scripts.',
      severity: 'error',
      from: { path: '^(src|server|pipeline|artefacts)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^(tests|e2e|bench|scripts)/)|\\.test\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
