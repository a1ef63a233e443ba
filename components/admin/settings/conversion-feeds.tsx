import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { FEED_WINDOW_DAYS } from '@/lib/conversion-feeds/feed-window'
import type { ConversionFeedRow } from '@/lib/conversion-feeds/list-conversion-feeds'
import { formatCairo } from '@/lib/i18n/business-time'
import { CONVERSION_STAGES } from '@/lib/lead-inbox/pipeline'
import type { LeadSettings } from '@/lib/settings/lead-settings-schema'
import { CreateFeedForm } from './create-feed-form'
import { RevokeFeedButton } from './revoke-feed-button'

const COLUMNS = [
  'common.fields.stage',
  'settings.feeds.headers.username',
  'settings.feeds.headers.created',
  'settings.feeds.headers.lastFetched',
  'common.actions',
] as const

type Props = { feeds: ConversionFeedRow[]; settings: LeadSettings }

/**
 * Settings › Google Ads conversions by link: a stage's conversion file at an address Google's
 * Data Manager fetches daily with a credential of its own, made and revoked here.
 */
export async function ConversionFeeds({ feeds, settings }: Props) {
  const [t, locale] = await Promise.all([getAdminTranslations(), getAdminLocale()])
  const stageName = (stage: ConversionFeedRow['stage']) =>
    t('settings.feeds.stageOption', {
      stage: t(`common.stages.${stage}`),
      name: settings.conversions[stage].name,
    })
  const headers = COLUMNS.map((column) => t(column))
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('settings.feeds.intro')}</p>
      <p className="text-sm font-medium text-slate-800">
        {t('settings.feeds.window', { days: FEED_WINDOW_DAYS })}
      </p>
      <CreateFeedForm
        stages={CONVERSION_STAGES.map((stage) => ({ value: stage, label: stageName(stage) }))}
      />
      <TableFrame caption={t('settings.feeds.caption')} headers={headers}>
        {feeds.length === 0 ? (
          <MessageRow span={headers.length}>{t('settings.feeds.none')}</MessageRow>
        ) : (
          feeds.map((feed) => (
            <tr key={feed.id}>
              <td className="px-4 py-3">
                {t(`common.stages.${feed.stage}`)}
                {/* The conversion name is the admin's text, often Latin: its own direction. */}
                <span dir="auto" className="block text-xs text-slate-600">
                  {settings.conversions[feed.stage].name}
                </span>
              </td>
              <td className="max-w-72 px-4 py-3">
                <bdi dir="ltr" className="block font-mono text-xs font-medium">
                  {feed.username}
                </bdi>
                <bdi dir="ltr" className="block text-xs break-all text-slate-600">
                  {feed.url}
                </bdi>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatCairo(feed.createdAt, locale)}
                {feed.createdBy ? (
                  <span className="block text-xs text-slate-600">
                    {t('settings.feeds.createdBy', { name: feed.createdBy })}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {feed.lastFetchedAt
                  ? formatCairo(feed.lastFetchedAt, locale)
                  : t('settings.feeds.never')}
              </td>
              <td className="px-4 py-3">
                <RevokeFeedButton id={feed.id} username={feed.username} />
              </td>
            </tr>
          ))
        )}
      </TableFrame>
    </div>
  )
}
