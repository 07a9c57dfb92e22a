/** The typed React Query client, generated from openapi/openapi.json; never edited by hand. */
const path = require('node:path');

// The freshness check generates into a temporary folder and compares.
const outputDir = process.env.ORVAL_OUTPUT_DIR ?? path.join(__dirname, 'src/api/generated');

module.exports = {
  shop: {
    input: { target: path.join(__dirname, '../openapi/openapi.json') },
    output: {
      mode: 'tags-split',
      target: path.join(outputDir, 'endpoints'),
      schemas: path.join(outputDir, 'model'),
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: false,
      override: {
        // The shop's axios instance (credentials, HttpError on non-2xx), resolving to { data, status, headers } (ADR 048).
        mutator: { path: path.join(__dirname, 'src/api/http.ts'), name: 'apiClient' },
        query: { useQuery: true, signal: true },
      },
    },
  },
};
