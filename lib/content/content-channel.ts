/** The PostgreSQL NOTIFY channel on which app instances announce content changes. */
export const CONTENT_CHANNEL = 'masar_content'
