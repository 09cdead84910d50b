/**
 * Paths that pages link to before their routes exist in the table (the login area arrives with
 * sign-in); until then the router sends them home like any unmatched path.
 */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/login/register';
