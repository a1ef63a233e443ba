import { useTranslations } from 'next-intl'

/** The lists that send a staff member leads, by name (the Staff page works them out). */
export type LeadListNames = {
  recipients: boolean
  /** Their address is the inbox's only one: the admin deactivating them takes its place. */
  onlyRecipient: boolean
  rotation: boolean
  /** The projects whose teams they are in, by title. */
  projects: string[]
}

export const onAnyList = (lists: LeadListNames) =>
  lists.recipients || lists.rotation || lists.projects.length > 0

const bdi = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>
const ltr = (chunks: React.ReactNode) => <bdi dir="ltr">{chunks}</bdi>

/** Deactivate › what else changes: every list that sends them leads, which they leave. */
export function LeadListsNotice({ lists, standIn }: { lists: LeadListNames; standIn: string }) {
  const t = useTranslations('admin.staff.leadLists')
  return (
    <div className="mt-4 text-sm">
      <p>{t('intro')}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {lists.recipients ? (
          <li>
            {t('recipients')}
            {lists.onlyRecipient ? (
              <span className="block text-slate-600">
                {t.rich('standIn', { email: standIn, ltr })}
              </span>
            ) : null}
          </li>
        ) : null}
        {lists.rotation ? <li>{t('rotation')}</li> : null}
        {lists.projects.map((project) => (
          <li key={project}>{t.rich('team', { project, bdi })}</li>
        ))}
      </ul>
    </div>
  )
}
