// The one tracker of the page. The shell starts it once at boot; <TrackingRouteListener/>
// feeds it react-router's location changes.
import { createTracker } from './tracker';
import type { PageLocation } from './pageFields';
import type { Tracker, TrackerOptions } from './tracker';

let active: Tracker | null = null;

const idle: Tracker = { routeChanged() {}, sendOnUnload() {}, stop() {} };

/** Starts tracking once per page load; a second call returns the running tracker. */
export function startTracking(options: TrackerOptions = {}): Tracker {
  try {
    active ??= createTracker(options);
    return active;
  } catch (err) {
    // Tracking must never keep the page from booting.
    console.warn('[tracking] not started', err);
    return idle;
  }
}

export function stopTracking(): void {
  active?.stop();
  active = null;
}

export function trackRouteChange(location: PageLocation): void {
  active?.routeChanged(location);
}
