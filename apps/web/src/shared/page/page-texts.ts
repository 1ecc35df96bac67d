// Texts of the page frame every area shares that the spec does not quote (Parley's wording).

export const NOT_BUILT_YET_TEXT = 'This area is not built yet.';
