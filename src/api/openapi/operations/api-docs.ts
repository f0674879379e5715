import { op, type Operation } from './operation';

/** This contract itself and its reference page. */
export const apiDocsOperations: Operation[] = [
  op('GET', '/api/openapi.json', 'This document: the API as OpenAPI 3.1', { public: true }),
  op('GET', '/api/docs', 'The API reference page (HTML)', { public: true }),
  op('GET', '/api/docs/rapidoc-min.js', "The reference page's script", { public: true }),
];
