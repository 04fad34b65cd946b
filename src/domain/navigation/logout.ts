// Its own module so that the logout button does not bring the whole navigation table into the browser.
export const LOGOUT_HREF = '/api/auth/logout'
