// What pages write into the visitor-tracking record (spec sections 3 and 4): the groups of class
// info they show, the popular keywords and the filter types. The shell's tracker sends the record
// (READY once every declared group is non-empty); these hooks only keep the state.
import { useEffect } from 'react';
import { dataMiningAtom } from './dataMining';
import type { DataMining } from './dataMining';
import { useSetAtom } from './jotai';

export interface TrackedClass {
  class_id: number;
  class_name?: string;
}

const summary = (items: readonly TrackedClass[]) =>
  items.map(({ class_id, class_name }) => ({ class_id, class_name: class_name ?? '' }));

function withoutGroup(state: DataMining, group: string): DataMining {
  if (!(group in state.record.classInfo)) return state;
  const { [group]: _gone, ...classInfo } = state.record.classInfo;
  return { ...state, record: { ...state.record, classInfo } };
}

/**
 * Declares a group of class info for as long as the component is mounted (empty while it loads,
 * so the record is not READY before it), fills it when the classes arrive, and takes it back
 * when the list turns out empty or the component goes.
 */
export function useTrackClassInfo(group: string, items: readonly TrackedClass[] | undefined): void {
  const update = useSetAtom(dataMiningAtom);
  const key = items?.map((i) => i.class_id).join(',');
  useEffect(() => {
    update((state) => {
      if (items && items.length === 0) return withoutGroup(state, group);
      const next = items ? summary(items) : (state.record.classInfo[group] ?? []);
      return {
        ...state,
        record: { ...state.record, classInfo: { ...state.record.classInfo, [group]: next } },
      };
    });
    // `key` stands for the items: a new array with the same classes changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, key, update]);
  useEffect(() => () => update((state) => withoutGroup(state, group)), [group, update]);
}

/** The popular keywords shown on the page (`famousClassKeyword`, comma separated). */
export function useTrackFamousKeywords(keywords: readonly string[] | undefined): void {
  const update = useSetAtom(dataMiningAtom);
  const value = keywords?.join(',') ?? '';
  useEffect(() => {
    if (!value) return;
    update((state) => ({ ...state, record: { ...state.record, famousClassKeyword: value } }));
  }, [value, update]);
}

/** The filters the page applies (category, sub-category, sort…); the tracker clears them on a route change. */
export function useTrackFilterTypes(types: readonly string[]): void {
  const update = useSetAtom(dataMiningAtom);
  const value = types.join('|');
  useEffect(() => {
    update((state) => ({ ...state, filterTypes: value ? value.split('|') : [] }));
  }, [value, update]);
}
