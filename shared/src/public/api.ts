// Public exports: api. Owned by the api part of @baeum/shared.
export {};
