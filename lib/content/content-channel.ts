/** The PostgreSQL NOTIFY channel on which app instances announce content changes. */
export const CONTENT_CHANNEL = 'masar_content'

/** The route that expires this process's public content (app/api/internal/content-changed). */
export const CONTENT_CHANGED_PATH = '/api/internal/content-changed'
