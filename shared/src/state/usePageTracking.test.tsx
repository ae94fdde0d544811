import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { dataMiningAtom, initialDataMining, isTrackingReady } from './dataMining';
import { Provider, createStore } from './jotai';
import { useTrackClassInfo, useTrackFamousKeywords, useTrackFilterTypes } from './usePageTracking';
import type { TrackedClass } from './usePageTracking';

function setup() {
  const store = createStore();
  store.set(dataMiningAtom, initialDataMining());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, wrapper, record: () => store.get(dataMiningAtom).record };
}

const classes = (...ids: number[]): TrackedClass[] =>
  ids.map((class_id) => ({ class_id, class_name: `클래스 ${class_id}` }));

describe('pages feeding the tracking record', () => {
  it('declares a group while loading (not READY), fills it, and READY needs every group', () => {
    const { wrapper, record } = setup();
    const keyword = renderHook(
      ({ items }: { items?: TrackedClass[] }) => useTrackClassInfo('keyword', items),
      { wrapper, initialProps: {} },
    );
    const recommend = renderHook(
      ({ items }: { items?: TrackedClass[] }) => useTrackClassInfo('recommend', items),
      { wrapper, initialProps: {} },
    );
    expect(record().classInfo).toEqual({ keyword: [], recommend: [] });
    expect(isTrackingReady(record())).toBe(false);

    keyword.rerender({ items: classes(1, 2) });
    expect(record().classInfo.keyword).toEqual([
      { class_id: 1, class_name: '클래스 1' },
      { class_id: 2, class_name: '클래스 2' },
    ]);
    expect(isTrackingReady(record())).toBe(false);
    recommend.rerender({ items: classes(3) });
    expect(isTrackingReady(record())).toBe(true);
  });

  it('takes a group back when its list is empty or failed, and when the page goes', () => {
    const { wrapper, record } = setup();
    const a = renderHook(
      ({ items }: { items?: TrackedClass[] }) => useTrackClassInfo('event', items),
      { wrapper, initialProps: {} },
    );
    const b = renderHook(() => useTrackClassInfo('recommend', classes(5)), { wrapper });
    a.rerender({ items: [] });
    expect(Object.keys(record().classInfo)).toEqual(['recommend']);
    expect(isTrackingReady(record())).toBe(true);
    b.unmount();
    expect(record().classInfo).toEqual({});
  });

  it('writes the popular keywords and the filter types', () => {
    const { wrapper, record, store } = setup();
    renderHook(() => useTrackFamousKeywords(['요가', '엑셀']), { wrapper });
    expect(record().famousClassKeyword).toBe('요가,엑셀');
    const filters = renderHook(({ types }) => useTrackFilterTypes(types), {
      wrapper,
      initialProps: { types: ['category:1', 'sort:popular'] },
    });
    expect(store.get(dataMiningAtom).filterTypes).toEqual(['category:1', 'sort:popular']);
    filters.rerender({ types: [] });
    expect(store.get(dataMiningAtom).filterTypes).toEqual([]);
  });
});
