export const mediaKinds = ['image', 'pdf'] as const
export type MediaKind = (typeof mediaKinds)[number]

/**
 * ready: its files are in storage. pending: an image URL typed before the library existed (or a
 * seed image), waiting to be imported from `source_url`. failed: that import could not be done.
 */
export const mediaStatuses = ['ready', 'pending', 'failed'] as const
export type MediaStatus = (typeof mediaStatuses)[number]
