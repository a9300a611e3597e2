// The version of the API (docs/api-versioning.md): its major is the path prefix `/v1`, what every
// webhook payload says it follows (`apiVersion`), and the major version of the SDK.

export const API_MAJOR = 1;
export const API_VERSION = `v${API_MAJOR}`;
