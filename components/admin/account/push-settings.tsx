'use client'

import { BellRing, Smartphone } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { SERVICE_WORKER } from '@/components/admin/shell/register-service-worker'
import { formDataOf } from '@/components/forms/form-data-of'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import {
  removePushDeviceAction,
  savePushSettingAction,
  savePushSubscriptionAction,
} from '@/lib/push/push-actions'

export type PushDeviceRow = {
  id: string
  device: string
  endpoint: string
  added: string
  lastPush: string | null
}

type Props = {
  publicKey: string
  devices: PushDeviceRow[]
  enabled: boolean
  quietHours: boolean
  /** The business hours quiet hours keep to, as the reader reads times ("10:00–20:00"). */
  hours: string
}

/** This browser: what it can do, and whether it is one of the person's devices. */
type Here = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on'

const supportsPush = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The browser's own subscription, if it has one for the portal. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER.scope)
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Where this browser stands, and its subscription's endpoint if it has one. */
async function readHere(devices: PushDeviceRow[]): Promise<[Here, string | null]> {
  if (!supportsPush()) return ['unsupported', null]
  if (Notification.permission === 'denied') return ['blocked', null]
  const subscription = await currentSubscription().catch(() => null)
  const known =
    !!subscription && devices.some((device) => device.endpoint === subscription.endpoint)
  return [known ? 'on' : 'off', subscription?.endpoint ?? null]
}

/**
 * My Account › Notifications on this phone: turn pushes on for this browser (asks the browser's
 * permission, subscribes with the server's public key, and hands the subscription to the
 * server), the person's devices with Remove, pause/resume and quiet hours. Says plainly when
 * the browser cannot, or the person blocked notifications.
 */
export function PushSettings({ publicKey, devices, enabled, quietHours, hours }: Props) {
  const t = useTranslations('admin.account.push')
  const common = useTranslations('admin.common')
  const [here, setHere] = useState<Here>('checking')
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [subscribing, setSubscribing] = useState(false)
  const [refused, setRefused] = useState(false)

  // Checked again whenever the server's list changes (a device added or removed).
  useEffect(() => {
    let live = true
    void readHere(devices).then(([state, current]) => {
      if (!live) return
      setHere(state)
      setEndpoint(current)
    })
    return () => {
      live = false
    }
  }, [devices])

  const saving = useStaffForm(savePushSubscriptionAction, {
    success: () => t('turnedOn'),
    refresh: true,
    failure: common('error'),
    toastFieldErrors: true,
    onSuccess: () => setHere('on'),
  })

  const turnOn = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setRefused(false)
    setSubscribing(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return setHere(permission === 'denied' ? 'blocked' : 'off')
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER.url, {
        scope: SERVICE_WORKER.scope,
      })
      await navigator.serviceWorker.ready
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        }))
      const { keys } = subscription.toJSON()
      setEndpoint(subscription.endpoint)
      saving.submit(
        formDataOf({
          endpoint: subscription.endpoint,
          'keys.p256dh': keys?.p256dh ?? '',
          'keys.auth': keys?.auth ?? '',
        }),
      )
    } catch {
      // No push service reachable, or the browser refused the subscription.
      setRefused(true)
    } finally {
      setSubscribing(false)
    }
  }

  const busy = subscribing || saving.pending
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div aria-live="polite" className="space-y-3">
        {here === 'unsupported' ? <Notice>{t('unsupported')}</Notice> : null}
        {here === 'blocked' ? <Notice>{t('blocked')}</Notice> : null}
        {refused ? <Notice>{t('notSubscribed')}</Notice> : null}
        {here === 'on' ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
            <BellRing className="size-4" aria-hidden /> {t('thisDeviceOn')}
          </p>
        ) : null}
        {here === 'off' ? (
          <form method="post" onSubmit={turnOn} className="space-y-3">
            <p className="text-sm text-slate-700">{t('thisDeviceOff')}</p>
            <Button type="submit" disabled={busy}>
              <BellRing className="size-4" aria-hidden /> {busy ? t('turningOn') : t('turnOn')}
            </Button>
          </form>
        ) : null}
      </div>
      <div>
        <h3 className="mb-2 text-base font-semibold">{t('devicesHeading')}</h3>
        {devices.length ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {devices.map((device) => (
              <DeviceRow key={device.id} device={device} isThis={device.endpoint === endpoint} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('noDevices')}</p>
        )}
      </div>
      <SwitchForm
        setting="enabled"
        on={enabled}
        status={enabled ? t('enabledOn') : t('enabledOff')}
        turnOn={t('resume')}
        turnOff={t('pause')}
      />
      <SwitchForm
        setting="quietHours"
        on={quietHours}
        status={quietHours ? t('quietOn', { hours }) : t('quietOff')}
        turnOn={t('quietStart')}
        turnOff={t('quietStop')}
      />
    </div>
  )
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      {children}
    </p>
  )
}

/** One device with its Remove form; removing this browser also ends its subscription. */
function DeviceRow({ device, isThis }: { device: PushDeviceRow; isThis: boolean }) {
  const t = useTranslations('admin.account.push')
  const common = useTranslations('admin.common')
  const name = device.device || t('unknownDevice')
  const { onSubmit, pending } = useStaffForm(removePushDeviceAction, {
    success: () => t('removed'),
    refresh: true,
    failure: common('error'),
    toastFieldErrors: true,
    onSuccess: () => {
      if (isThis) void currentSubscription().then((subscription) => subscription?.unsubscribe())
    },
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="flex min-w-0 items-start gap-2">
        <Smartphone className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0 text-sm">
          <p className="font-medium">
            <bdi>{name}</bdi>
            {isThis ? <span className="text-slate-600"> ({t('thisDevice')})</span> : null}
          </p>
          <p className="text-slate-600">
            {t('added', { date: device.added })}
            {device.lastPush ? ` · ${t('lastPush', { date: device.lastPush })}` : null}
          </p>
        </div>
      </div>
      <form method="post" onSubmit={onSubmit}>
        <input type="hidden" name="deviceId" value={device.id} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={t('removeLabel', { device: name })}
        >
          {pending ? t('removing') : t('remove')}
        </Button>
      </form>
    </li>
  )
}

/** A switch as a small form: its state in words, and a button that turns it the other way. */
function SwitchForm(props: {
  setting: 'enabled' | 'quietHours'
  on: boolean
  status: string
  turnOn: string
  turnOff: string
}) {
  const t = useTranslations('admin.account.push')
  const common = useTranslations('admin.common')
  const { onSubmit, pending } = useStaffForm(savePushSettingAction, {
    success: () => t('saved'),
    refresh: true,
    failure: common('error'),
  })
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {props.status}
      </p>
      <input type="hidden" name="setting" value={props.setting} />
      <input type="hidden" name="value" value={props.on ? 'off' : 'on'} />
      <Button type="submit" variant="outline" disabled={pending}>
        {pending ? common('saving') : props.on ? props.turnOff : props.turnOn}
      </Button>
    </form>
  )
}
