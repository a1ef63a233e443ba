import type { ConversionExportQuery } from './conversion-export-query'

/** The conversion file's name: the admin download and a feed's fetch give the same one. */
export const conversionFileName = ({ stage, from, to }: ConversionExportQuery) =>
  `google-ads-conversions-${stage}-${from}-to-${to}.csv`
