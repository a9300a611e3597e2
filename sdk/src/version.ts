// The SDK's version (package.json's, checked by a test). Its major is the major of the API it
// speaks: 1.x for /v1 (svc's docs/api-versioning.md).
export const SDK_VERSION = "1.0.0";
