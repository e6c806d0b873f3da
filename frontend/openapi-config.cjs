/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../docs/api/openapi.json',
  // Paths are resolved from this folder; the generated file imports '../baseApi'.
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated/tvtApi.ts',
  exportName: 'tvtApi',
  hooks: true,
};
