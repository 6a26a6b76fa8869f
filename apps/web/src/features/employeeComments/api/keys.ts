/** Every query of this screen starts with this key. */
export const EMPLOYEE_COMMENTS_KEY = 'employee-comments';
