export type MenuLink = { href: string; title: string; subtitle: string | null }
export type MenuLabels = {
  developers: string
  projects: string
  mainNavigation: string
  openMenu: string
  closeMenu: string
  menu: string
}
