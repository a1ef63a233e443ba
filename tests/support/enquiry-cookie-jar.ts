// Stands in for lib/leads/enquiry-cookie.ts where there is no HTTP request (Vitest): one
// browser's cookie jar, which a test can empty or swap to play another visitor.
export const ENQUIRY_COOKIE = 'masar_enquiry'

export const enquiryJar = { token: undefined as string | undefined }

export async function setEnquiryCookie(token: string): Promise<void> {
  enquiryJar.token = token
}

export async function readEnquiryCookie(): Promise<string | undefined> {
  return enquiryJar.token
}
