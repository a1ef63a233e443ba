/** "09:00": a Cairo hour of the day. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`
