export declare const IMMUTABLE: string
export declare function staticAssetPath(url: string | undefined, staticDir: string): string | null
export type Asset = { type: string; bodies: { br: Buffer; gzip: Buffer; identity: Buffer } }
export declare class StaticAssets {
  constructor(staticDir: string)
  get(url: string | undefined): Promise<Asset | null>
  warm(): Promise<void>
}
