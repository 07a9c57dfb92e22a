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
        query: { useQuery: true, signal: true },
      },
    },
  },
};
