// The main and event areas (spec section 3, "Main" and "Event"): keyword, event and class
// recommendations and the banners of the home page, and the overlay's class carousel — kept in
// the one query cache under this area's name.
export const MAIN_AREA = 'main';
