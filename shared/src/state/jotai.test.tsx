import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { openModal, modalStackAtom } from './modal';
import { Provider, createStore, getStore, setStore, useAtomValue } from './jotai';

describe('the one store', () => {
  it("uses jotai's default store until the shell sets one, so hooks and actions agree", () => {
    const { result } = renderHook(() => useAtomValue(modalStackAtom));
    act(() => {
      openModal('Search');
    });
    expect(result.current).toEqual([{ name: 'Search' }]);
  });

  it("lets actions outside React write to the shell's store that <Provider> hands to the hooks", () => {
    const store = setStore(createStore());
    expect(getStore()).toBe(store);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={getStore()}>{children}</Provider>
    );
    const { result } = renderHook(() => useAtomValue(modalStackAtom), { wrapper });
    act(() => {
      openModal('Login');
    });
    expect(result.current).toEqual([{ name: 'Login' }]);
    expect(store.get(modalStackAtom)).toEqual([{ name: 'Login' }]);
  });
});
