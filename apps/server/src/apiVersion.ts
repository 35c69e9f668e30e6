/** Version of the API and base config; the app sends it back as `v`, the OpenAPI document names it. */
export const API_VERSION = '1.0.0';
