export declare const distDir: (root?: string) => string
