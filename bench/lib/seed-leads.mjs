// Synthetic leads for the inbox bench, written by PostgreSQL itself (generate_series), so a
// million rows take seconds, not a million round trips. The mix resembles a year of an ad-driven
// advisory: two forms, two languages, a pipeline spread over its stages, Egyptian names in both
// scripts, Google Ads click ids on a good share, staff assignees, response times and next actions.

const FIRST = [
  'Ahmed',
  'Mohamed',
  'Mahmoud',
  'Mostafa',
  'Omar',
  'Youssef',
  'Karim',
  'Tarek',
  'Hany',
  'Sherif',
  'Amr',
  'Khaled',
  'Hassan',
  'Ibrahim',
  'Ali',
  'Nour',
  'Mona',
  'Sara',
  'Salma',
  'Yasmin',
  'Hana',
  'Dina',
  'Rania',
  'Laila',
  'Mariam',
  'Farida',
  'Nadia',
  'Heba',
  'Aya',
  'Reem',
]
const LAST = [
  'Hassan',
  'Mahmoud',
  'Ibrahim',
  'Abdelrahman',
  'Farouk',
  'Gamal',
  'Nabil',
  'Fathy',
  'Adel',
  'Samir',
  'Saeed',
  'Mansour',
  'Shawky',
  'Zaki',
  'Hamdy',
  'Ezzat',
  'Fouad',
  'Kamal',
  'Lotfy',
  'Ragab',
  'Sobhy',
  'Tawfik',
  'Wahba',
  'Younes',
  'Zaher',
  'Badawy',
  'Darwish',
  'Eldin',
  'Helmy',
]
const FIRST_AR = [
  'أحمد',
  'محمد',
  'محمود',
  'مصطفى',
  'عمر',
  'يوسف',
  'كريم',
  'طارق',
  'هاني',
  'شريف',
  'منى',
  'سارة',
  'سلمى',
  'ياسمين',
  'هنا',
  'دينا',
  'رانيا',
  'ليلى',
  'مريم',
  'فريدة',
]
const LAST_AR = [
  'حسن',
  'محمود',
  'إبراهيم',
  'عبد الرحمن',
  'فاروق',
  'جمال',
  'نبيل',
  'فتحي',
  'عادل',
  'سمير',
  'سعيد',
  'منصور',
  'شوقي',
  'زكي',
  'حمدي',
  'عزت',
  'فؤاد',
  'كمال',
]

const array = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`
const pick = (values, seed) => `(${array(values)})[1 + (${seed}) % ${values.length}]`

/**
 * One INSERT of `count` leads numbered from `offset` of `total`, created over the `days` before
 * now in arrival order (lead n of the total arrives at n/total of the way), as a real table
 * fills. Project ids and staff ids are read from the database; `tag` marks the rows (e-mail domain).
 */
export function seedLeadsSql({
  count,
  offset = 0,
  total = offset + count,
  days = 365,
  tag = 'bench',
}) {
  const g = 'g'
  const ar = `(${g} % 5 < 2)` // two in five leads come from the Arabic site
  const name = `case when ${ar} then ${pick(FIRST_AR, `${g} * 7`)} || ' ' || ${pick(LAST_AR, `${g} / 11`)}
    else ${pick(FIRST, `${g} * 7`)} || ' ' || ${pick(LAST, `${g} / 11`)} end`
  const mobile = `'01' || (array['0','1','2','5'])[1 + ${g} % 4] || lpad(((${g}::bigint * 7919) % 100000000)::text, 8, '0')`
  // Stage by a share of 100: 20 new, 30 contacted, 15 qualified, 10 viewing, 5 won, 20 lost.
  const r = `((${g} * 37) % 100)`
  const status = `case when ${r} < 20 then 'new' when ${r} < 50 then 'contacted' when ${r} < 65 then 'qualified'
    when ${r} < 75 then 'viewing' when ${r} < 80 then 'won' else 'lost' end::lead_status`
  const created = `now() - ((${total} - ${g})::float8 / ${total} * ${days} * 86400) * interval '1 second'`
  const reached = (minShare) =>
    `case when ${r} >= ${minShare} and ${r} < 80 then created + interval '2 hours' end`
  return `
with staff as (select array_agg(user_id) ids from user_roles where role in ('admin', 'moderator')),
     proj as (select array_agg(id order by slug) ids from projects where deleted_at is null),
     rows as (
       select ${g} as g, ${created} as created, ${r} as r
       from generate_series(${offset + 1}, ${offset + count}) ${g})
insert into leads (source, form_id, locale, project_id, full_name, email, phone, mobile_local,
  mobile_international, how_soon, unit_interest, preferred_channel, completed_at, consented_at,
  status, assignee_id, contacted_at, qualified_at, viewing_booked_at, won_at, lost_at,
  lost_reason, viewing_date, gclid, utm_source, utm_medium, utm_campaign, landing_page,
  response_due_at, first_response_at, next_action_at, next_action_note, enquiry_count,
  created_at, updated_at, last_enquiry_at)
select
  case when g % 5 = 0 then 'consultation' else 'project' end::lead_source,
  case when g % 5 = 0 then 'home_consultation' else 'full_form_step1' end,
  case when ${ar} then 'ar' else 'en' end::locale,
  case when g % 5 = 0 then null else proj.ids[1 + (g / 5) % array_length(proj.ids, 1)] end,
  ${name},
  'lead' || g || '@${tag}.example',
  case when g % 5 = 0 then '+20 ' || substr(${mobile}, 2) end,
  case when g % 5 <> 0 then ${mobile} end,
  case when g % 5 <> 0 then '+2' || ${mobile} end,
  case when g % 3 = 0 then 'within_3m' when g % 3 = 1 then 'within_6m' end,
  case when g % 3 <> 2 then 'not_sure' end,
  case when g % 3 = 0 then 'whatsapp' when g % 3 = 1 then 'call' end,
  case when g % 3 <> 2 and g % 5 <> 0 then created + interval '1 minute' end,
  case when g % 3 <> 2 and g % 5 <> 0 then created + interval '1 minute' end,
  ${status},
  case when r >= 20 or g % 2 = 0 then staff.ids[1 + (g / 3) % array_length(staff.ids, 1)] end,
  case when r >= 20 then created + interval '1 hour' end,
  ${reached(50)}, ${reached(65)}, ${reached(75)},
  case when r >= 80 then created + interval '3 days' end,
  case when r >= 80 then (array['unreachable','budget','timing','bought_elsewhere','not_interested'])[1 + g % 5]::lead_lost_reason end,
  case when r >= 65 and r < 80 then created + interval '7 days' end,
  case when g % 5 < 2 then 'Cj0KCQ' || md5(g::text) end,
  (array[null, 'google', 'facebook', 'instagram', 'tiktok', 'newsletter'])[1 + g % 6],
  case when g % 6 = 1 then 'cpc' when g % 6 in (2, 3, 4) then 'paid_social' end,
  case when g % 6 <> 0 then 'campaign-' || (g % 12) end,
  'https://masar.example/palm-valley?utm_source=x&gclid=' || g,
  created + interval '5 minutes',
  -- Answered: every lead past New (20 min), and a third of the New ones (3 min).
  case when r >= 20 then created + interval '20 minutes' when g % 3 = 0 then created + interval '3 minutes' end,
  -- Leads being worked (the last 30 days, Contacted to Viewing) have a next action one in two
  -- times: from 3 days ago to 2 weeks ahead.
  case when r >= 20 and r < 80 and g % 2 = 0 and created > now() - interval '30 days'
    then now() + ((g % 17) - 3) * interval '1 day' + (g % 24) * interval '1 hour' end,
  case when r >= 20 and r < 80 and g % 2 = 0 and created > now() - interval '30 days'
    then 'Call back' end,
  -- One lead in ten (all from project pages: g % 5 = 1) enquired twice; seedRepeatEnquiriesSql
  -- records the second enquiry.
  case when g % 10 = 1 then 2 else 1 end,
  created, created, created
from rows, staff, proj`
}

/**
 * The second enquiry of every lead `seedLeadsSql` counted twice, a day after the first: where the
 * lead stopped at step 1, the repeat answered step 2 (what the inbox's "both steps" then reads).
 */
export function seedRepeatEnquiriesSql(tag = 'bench') {
  return `
insert into lead_enquiries (lead_id, form_id, locale, full_name, email, how_soon, completed_at,
  consented_at, created_at)
select id, form_id, locale, full_name, email,
  case when completed_at is null then 'within_3m' end,
  case when completed_at is null then created_at + interval '1 day' end,
  case when completed_at is null then created_at + interval '1 day' end,
  created_at + interval '1 day'
from leads where enquiry_count = 2 and email like '%@${tag}.example'`
}

/**
 * A year of ad spend (issue 37 §4) up to today: `campaigns` campaigns' daily rows (half Google,
 * keyed by a numeric id, half Meta, keyed by name; each named like the leads' utm_campaign
 * 'campaign-N', so the leads' twelve campaigns match by id's name or by name), and five
 * campaigns with a typed month figure for each of the twelve months.
 */
export function seedAdSpendSql(campaigns = 50) {
  return `
insert into ad_spend (kind, platform, campaign, campaign_name, day, cost_piastres, amount_cents, currency, rate)
select 'day', case when c % 2 = 0 then 'google' else 'meta' end::ad_platform,
  case when c % 2 = 0 then (9000000000 + c)::text else 'campaign-' || c end,
  'campaign-' || c, d::date, 50000 + (c * 7919 + extract(doy from d)::int * 31) % 100000,
  50000 + (c * 7919 + extract(doy from d)::int * 31) % 100000, 'EGP', 1
from generate_series(0, ${campaigns - 1}) c,
  generate_series(current_date - 364, current_date, interval '1 day') d;
insert into ad_spend (kind, platform, campaign, campaign_name, day, cost_piastres, amount_cents, currency, rate)
select 'month', 'other', 'offline-' || c, 'offline-' || c,
  (date_trunc('month', current_date) - m * interval '1 month')::date, 3000000 + c * 10000,
  3000000 + c * 10000, 'EGP', 1
from generate_series(0, 4) c, generate_series(0, 11) m`
}
