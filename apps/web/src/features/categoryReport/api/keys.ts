/** The query-cache prefix of the category report's calls. */
export const CATEGORY_REPORT_KEY = 'categoryReport';
