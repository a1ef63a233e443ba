import type catalogue from '@/messages/admin/en/auth.json'

type AuthMessageName = keyof (typeof catalogue)['messages']

/**
 * A sign-in, password or two-factor message as its key in the admin catalogue (namespace
 * `admin`): the actions answer with it, and the admin forms show it in the portal's language
 * (components/admin/auth/use-auth-text). English is messages/admin/en/auth.json.
 */
export const authMessage = <K extends AuthMessageName>(name: K) => `auth.messages.${name}` as const
