// The signed-in user's recent search keywords (the search bar and the search overlay).
import type { RecentKeyword } from '../api/search';
import { atom } from './jotai';

export const recentKeywordListAtom = atom<RecentKeyword[]>([]);
