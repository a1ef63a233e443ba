/**
 * The prefix of the staff session cookies. Over HTTPS they are `__Host-` cookies: Secure, for
 * this host only and the whole path, so no subdomain or plain-http page can set or shadow them.
 */
export const sessionCookiePrefix = (https: boolean) => (https ? '__Host-masar' : 'masar')
