// Public exports: platform. Owned by the platform part of @baeum/shared.
export {};
