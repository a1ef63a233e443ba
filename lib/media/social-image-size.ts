/** The social card images' size (Open Graph's recommended 1.91:1). */
export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
