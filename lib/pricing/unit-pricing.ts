import { averagePrice } from './conversion-value'
import { parsePrice } from './parse-price'

export type PricedUnit = { title: string; unitType: string; priceValue: string | null }

export type UnitPricing = {
  /** Average of every unit's readable price (EGP), or null. */
  project: number | null
  /** For each unit title the lead form offers: the average price of that unit's type. */
  byUnitTitle: Record<string, number>
}

/**
 * Average unit prices of a project (spec §7 "unit average price by project and unit type"),
 * read from the units' free-text prices ("EGP 12,500,000", "12.5M", Arabic digits…).
 */
export function unitPricing(units: PricedUnit[]): UnitPricing {
  const byType = new Map<string, (number | null)[]>()
  for (const unit of units) {
    byType.set(unit.unitType, [...(byType.get(unit.unitType) ?? []), parsePrice(unit.priceValue)])
  }
  const byUnitTitle: Record<string, number> = {}
  for (const unit of units) {
    const average = averagePrice(byType.get(unit.unitType) ?? [])
    if (average !== null) byUnitTitle[unit.title] = average
  }
  return { project: averagePrice(units.map((unit) => parsePrice(unit.priceValue))), byUnitTitle }
}
