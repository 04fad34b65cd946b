import { sql, type SQL } from '@/server/db/sql'
import { addDays, SESSION_MINUTES } from '@/domain/scheduling'
import type { SlotWindow } from '@/domain/search'
import { SLOT_BLOCKING_STATUSES } from '@/domain/status'

const LONGEST_SESSION_MINUTES = Math.max(...Object.values(SESSION_MINUTES))
const SLOT_MINUTES = SESSION_MINUTES['30MINUTES']

const blocking = sql.join(
  SLOT_BLOCKING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * The free 30-minute starts in `window` of the consultant of search document `d`, as rows of `free.start`,
 * worked out in the database for every consultant of a list at once, by the rules of the profile's free
 * slots (src/domain/scheduling): a local day's times are its override when it has one, else its weekday's;
 * only 'HH:mm' times on the half-hour grid count; a time a spring-forward change skips does not exist; a
 * start is taken when a held, pending or confirmed session overlaps its half hour. Local days of any zone
 * lie within a day of the window's days, so one day either side covers them. The availability's json and
 * zone can be edited in the admin panel: anything that is not an array of times, or a zone PostgreSQL does
 * not know, offers nothing instead of failing the list (CASE keeps the conversion from seeing it).
 *
 * Per consultant, their busy time in the window is read once, as one multirange off the
 * (consultant_id, starts_at) index, and each candidate start is checked against it in memory. `offset 0`
 * keeps the planner from merging the subqueries into one join over every consultant's candidates: each
 * consultant is looked at on their own, and "has one" stops at the first free start.
 */
function freeStartsOf(window: SlotWindow): SQL {
  const lastDay = addDays(window.firstDay, window.days)
  const from = window.from.toISOString()
  const to = window.to.toISOString()
  return sql`availabilities a
    cross join lateral (select coalesce(range_agg(tstzrange(c.starts_at, greatest(c.ends_at, c.starts_at))), '{}'::tstzmultirange) as ranges
      from consultations c
      where c.consultant_id = a.consultant_id and c.status in (${blocking})
        and c.starts_at > ${from}::timestamptz - make_interval(mins => ${LONGEST_SESSION_MINUTES})
        and c.starts_at < ${to}::timestamptz) as busy
    cross join lateral (select a.timezone in (select name from pg_timezone_names) as known offset 0) as zone
    cross join lateral generate_series((${window.firstDay}::date - 1)::timestamp, ${lastDay}::date::timestamp,
      interval '1 day') as g(day)
    cross join lateral (select case when a.overrides ? to_char(g.day, 'YYYY-MM-DD')
        then a.overrides -> to_char(g.day, 'YYYY-MM-DD')
        else a.weekly -> (array['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])[extract(dow from g.day)::int + 1]
      end as times) as day_times
    cross join lateral jsonb_array_elements_text(
      case when jsonb_typeof(day_times.times) = 'array' then day_times.times else '[]'::jsonb end) as t(time)
    cross join lateral (select case
        when zone.known and t.time ~ '^([01][0-9]|2[0-3]):[03]0$'
        then (g.day::date + t.time::time) at time zone a.timezone
      end as start offset 0) as free
    where a.consultant_id = d.user_id
      and free.start >= ${from}::timestamptz and free.start < ${to}::timestamptz
      and (free.start at time zone a.timezone)::time = t.time::time
      and not busy.ranges && tstzrange(free.start, free.start + make_interval(mins => ${SLOT_MINUTES}))`
}

/** Whether the consultant of search document `d` has a free 30-minute start in `window`. */
export const hasFreeStartIn = (window: SlotWindow): SQL => sql`exists (select 1 from ${freeStartsOf(window)} offset 0)`

/** The first free 30-minute start in `window` of the consultant of search document `d`, or null. */
export const firstFreeStartIn = (window: SlotWindow): SQL => sql`(select min(free.start) from ${freeStartsOf(window)})`
