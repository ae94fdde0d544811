// The visitor-tracking state (spec sections 3 and 4). The shell's tracker drives the mode:
// INITIAL → READY once every class-info group is non-empty → send → NOT_INITIAL.
import { createVisitorRecord } from '../api/tracking';
import type { TrackingMode, VisitorRecord } from '../api/tracking';
import { atom } from './jotai';

export interface DataMining {
  mode: TrackingMode;
  record: VisitorRecord;
  /** Click bookkeeping: counts per element type, reset on route change, never sent. */
  counters: Record<string, number>;
  /** Filter types chosen on the page, cleared on route change, never sent. */
  filterTypes: string[];
}

export function initialDataMining(): DataMining {
  return { mode: 'INITIAL', record: createVisitorRecord(), counters: {}, filterTypes: [] };
}

export const dataMiningAtom = atom<DataMining>(initialDataMining());

/** Spec section 4: READY once every listed group of class info is non-empty. */
export function isTrackingReady(record: VisitorRecord): boolean {
  const groups = Object.values(record.classInfo);
  return groups.length > 0 && groups.every((group) => group.length > 0);
}
