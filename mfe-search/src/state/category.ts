// The category area (spec section 3, "Category"): the category list with icons, each
// category's sub-categories, and the class pages of a category, sub-category and sort — in the
// one query cache under this area's name.
export const CATEGORY_AREA = 'category';
