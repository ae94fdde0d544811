// Public exports: ui. Owned by the ui part of @baeum/shared.
export {};
