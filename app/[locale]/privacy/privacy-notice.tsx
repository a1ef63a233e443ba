import { isolateNumbers } from '@/lib/i18n/isolate-numbers'
import { noticeBlocks } from '@/lib/settings/privacy-notice-blocks'

/** The notice as staff wrote it in Settings › Company; phone numbers keep their order in Arabic. */
export function PrivacyNotice({ text }: { text: string }) {
  return (
    <div className="mt-6 space-y-4 text-navy">
      {noticeBlocks(text).map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className="pt-4 text-xl font-semibold">
            {isolateNumbers(block.text)}
          </h2>
        ) : (
          <p key={index} className="leading-relaxed whitespace-pre-line">
            {isolateNumbers(block.text)}
          </p>
        ),
      )}
    </div>
  )
}
