export const EARLY_CLICKS_SCRIPT: string
