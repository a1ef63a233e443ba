import { notFound } from 'next/navigation'

// Any public path that is not a page: the localized 404 (with HTTP status 404).
export default function UnknownPage() {
  notFound()
}
