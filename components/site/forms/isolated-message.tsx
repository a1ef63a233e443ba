import { Fragment } from 'react'

/**
 * A message with `{name}` placeholders filled by LTR values (phone numbers, e-mail
 * addresses), each isolated in <bdi dir="ltr">: inside Arabic text, "+20 10 1234 5678" keeps
 * its order instead of having its sign and groups reversed.
 */
export function IsolatedMessage({
  template,
  values,
}: {
  template: string
  values: Record<string, string>
}) {
  const parts = template.split(/(\{\w+\})/)
  return (
    <>
      {parts.map((part, index) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1]
        return key !== undefined && key in values ? (
          // One line each: a phone number never breaks between its groups.
          <bdi key={index} dir="ltr" className="whitespace-nowrap">
            {values[key]}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        )
      })}
    </>
  )
}
