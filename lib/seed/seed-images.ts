// Where the seed's generated images live (scripts/generate-seed-images.ts writes them).
export const seedImages = {
  developerLogo: (slug: string) => `/images/seed/developers/${slug}-logo.webp`,
  developerHero: (slug: string) => `/images/seed/developers/${slug}-hero.webp`,
  projectThumbnail: (slug: string) => `/images/seed/projects/${slug}-thumbnail.webp`,
  projectHero: (slug: string) => `/images/seed/projects/${slug}-hero.webp`,
  projectLogo: (slug: string) => `/images/seed/projects/${slug}-logo.webp`,
  projectMasterplan: (slug: string) => `/images/seed/projects/${slug}-masterplan.webp`,
  unitImage: (unitType: string) => `/images/seed/units/${unitType.replace(/\s+/g, '-')}.webp`,
  floorplan: (unitType: string, bedrooms: number) =>
    `/images/seed/floorplans/${unitType.replace(/\s+/g, '-')}-${bedrooms}.webp`,
}
