// The main and event areas (spec section 3, "Main" and "Event"): keyword, event and class
// recommendations and the banners of the home page, and the overlay's class carousel.
import { createResourceCacheAtom } from '../lib/resource';

export const mainCacheAtom = createResourceCacheAtom();
