import Image, { type ImageProps } from 'next/image'

/**
 * next/image for images staff enter in the admin: site paths ("/images/…") go through the
 * image optimizer; a full URL on another host is shown as is, since the optimizer only
 * fetches from this site (allowing any host would make it an open proxy).
 */
export default function ContentImage({ alt, ...props }: ImageProps) {
  const external = typeof props.src === 'string' && !props.src.startsWith('/')
  return <Image alt={alt} {...props} unoptimized={props.unoptimized || external} />
}
