import { averagePrice } from './conversion-value'

export type PricedUnit = { title: string; unitType: string; priceEgp: number | null }

export type UnitPricing = {
  /** Average of every unit's readable price (EGP), or null. */
  project: number | null
  /** For each unit title the lead form offers: the average price of that unit's type. */
  byUnitTitle: Record<string, number>
}

/**
 * Average unit prices of a project (spec §7 "unit average price by project and unit type"),
 * from the units' prices in EGP.
 */
export function unitPricing(units: PricedUnit[]): UnitPricing {
  const byType = new Map<string, (number | null)[]>()
  for (const unit of units) {
    byType.set(unit.unitType, [...(byType.get(unit.unitType) ?? []), unit.priceEgp])
  }
  const byUnitTitle: Record<string, number> = {}
  for (const unit of units) {
    const average = averagePrice(byType.get(unit.unitType) ?? [])
    if (average !== null) byUnitTitle[unit.title] = average
  }
  return { project: averagePrice(units.map((unit) => unit.priceEgp)), byUnitTitle }
}
