// The parts of s3rver (a loopback S3 REST server, dev dependency without types) the tests use.
declare module 's3rver' {
  type S3rverOptions = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs: string[] }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
