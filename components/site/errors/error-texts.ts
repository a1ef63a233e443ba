import type { Locale } from '@/lib/i18n/locales'

// The error screens' words live here, not in the message catalogues: an error boundary is
// part of every public page's JavaScript, and the catalogues are too big to ship with it.
export const ERROR_TEXTS: Record<
  Locale,
  { title: string; body: string; retry: string; home: string }
> = {
  en: {
    title: 'This page hit a problem',
    body: 'Nothing you typed has been lost. Try again, or go to the home page.',
    retry: 'Try again',
    home: 'Home page',
  },
  ar: {
    title: 'حصلت مشكلة في الصفحة دي',
    body: 'اللي كتبته ما ضاعش. حاول تاني، أو ارجع للصفحة الرئيسية.',
    retry: 'حاول تاني',
    home: 'الصفحة الرئيسية',
  },
}
