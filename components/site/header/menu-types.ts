export type MenuLink = { href: string; title: string; subtitle: string | null }
export type MenuLabels = {
  home: string
  developers: string
  projects: string
  mainNavigation: string
  openMenu: string
  closeMenu: string
  menu: string
  /** The consultation booking call to action. */
  booking: string
  /** AR / EN, and what it does. */
  language: string
  languageDescription: string
}
/** Where the mobile menu's fixed links go. */
export type MenuTargets = { home: string; booking: string }
