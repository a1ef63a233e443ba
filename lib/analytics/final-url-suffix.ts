/**
 * The final URL suffix for Google Ads, with ValueTrack parameters Google fills on each click
 * (https://support.google.com/google-ads/answer/6305348), so auto-tagged clicks carry UTM too.
 * {campaignid} is the campaign's id: ValueTrack has no campaign name parameter.
 */
export const GOOGLE_ADS_FINAL_URL_SUFFIX =
  'utm_source=google&utm_medium=cpc&utm_campaign={campaignid}&utm_content={creative}&utm_term={keyword}'
